// Rich text as the server kept it: its allow-list (server/src/platform/rich-text) has already removed anything
// that could run, so it is drawn as HTML.
export function RichTextView({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  return <div className={`rich-text ${className}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
