// A guide found, as a line to open it by: its code, its title in the language it is written in, and what it is for.
import type { GuideHit } from '@gsis/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';

export function GuideHitLink({ hit, to, testId }: { hit: GuideHit; to: string; testId: string }) {
  return (
    <Link to={to} className="tsg-hit" data-testid={testId}>
      <Tag className="guide-code">{hit.faultCode}</Tag>
      <span className="tsg-hit-title" lang={hit.language}>{hit.title}</span>
      <span className="tsg-hit-for">{hit.scope.label} · {hit.controller.sourceTpcd} {hit.controller.modelCodeName}</span>
    </Link>
  );
}
