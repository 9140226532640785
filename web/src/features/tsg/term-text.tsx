// A text field of a guide that can hold dictionary terms: "Insert term" puts [[term:N]] where the cursor is,
// and a line under the box shows the text as readers will read it, each term in the editor's language.
import { splitTerms, termToken, type GuideChoices } from '@gsis/contract';
import { Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Term = GuideChoices['terms'][number];

export function TermText({ value = '', onChange, terms, rows = 2, maxLength, testId, multiline = true }: {
  value?: string; onChange?: (value: string) => void; terms: readonly Term[]; rows?: number; maxLength: number | undefined; testId: string; multiline?: boolean;
}) {
  const { t } = useTranslation('tsg');
  const box = useRef<{ start: number; end: number }>({ start: value.length, end: value.length });
  const remember = (target: HTMLInputElement | HTMLTextAreaElement) => {
    box.current = { start: target.selectionStart ?? target.value.length, end: target.selectionEnd ?? target.value.length };
  };
  const insert = (termId: number) => {
    const { start, end } = box.current;
    const at = Math.min(start, value.length);
    const next = `${value.slice(0, at)}${termToken(termId)}${value.slice(Math.min(end, value.length))}`;
    box.current = { start: at + termToken(termId).length, end: at + termToken(termId).length };
    onChange?.(next);
  };
  const byId = new Map(terms.map((term) => [term.termId, term]));
  const pieces = splitTerms(value);
  const hasTerms = pieces.some((piece) => 'termId' in piece);
  const common = {
    value, maxLength, 'data-testid': testId,
    onSelect: (e: React.SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => remember(e.currentTarget),
    onKeyUp: (e: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => remember(e.currentTarget),
    onClick: (e: React.MouseEvent<HTMLInputElement | HTMLTextAreaElement>) => remember(e.currentTarget),
  };

  return (
    <div className="term-text">
      {multiline
        ? <Input.TextArea {...common} autoSize={{ minRows: rows, maxRows: 8 }} onChange={(e) => { onChange?.(e.target.value); remember(e.target); }} />
        : <Input {...common} onChange={(e) => { onChange?.(e.target.value); remember(e.target); }} />}
      <div className="term-text-tools">
        <Select<number>
          size="small" showSearch value={null} placeholder={t('form.insertTerm')} className="term-text-picker" popupMatchSelectWidth={false}
          options={terms.map((term) => ({ value: term.termId, label: term.text }))} optionFilterProp="label"
          onChange={(termId) => { if (termId) insert(termId); }} aria-label={t('form.insertTerm')} data-testid={`${testId}-term`}
        />
        {hasTerms ? (
          <span className="term-text-preview" data-testid={`${testId}-preview`}>
            {pieces.map((piece, i) => ('termId' in piece
              ? <mark key={i} className="guide-term">{byId.get(piece.termId)?.text ?? t('form.unknownTerm')}</mark>
              : <span key={i}>{piece.text}</span>))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
