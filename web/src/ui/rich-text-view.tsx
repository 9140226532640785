// Rich text as the server kept it: its allow-list (server/src/platform/rich-text) has already removed anything
// that could run, so it is drawn as HTML. A link to a page of GSIS opens inside the app, as the menus' links do,
// rather than loading it all again; links elsewhere open in a new tab (the server gave them target=_blank).
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function RichTextView({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  const navigate = useNavigate();
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || link?.target) return;
    event.preventDefault();
    void navigate(href);
  };
  return <div className={`rich-text ${className}`} data-testid={testId} onClick={followInside} dangerouslySetInnerHTML={{ __html: html }} />;
}
