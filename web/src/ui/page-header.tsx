// The heading of a management page (its title, also the browser tab's, and a line of help under it). The
// stylesheet it brings is the page's frame too (`catalogue-page`) and the tags its tables show.
// It is the page's <h1>, or an <h2> under the heading a layout draws above it (My Library's).
import { Typography } from 'antd';
import { usePageTitle } from './page-title.ts';
import { usePageTop } from './page-top.ts';
import './page.css';

export function PageHeader({ title, help }: { title: string; help: string }) {
  usePageTitle(title);
  const underLayoutHeading = usePageTop() !== null;
  return (
    <header className="catalogue-header">
      <Typography.Title level={underLayoutHeading ? 2 : 1} className="catalogue-title">{title}</Typography.Title>
      <Typography.Paragraph type="secondary" className="catalogue-help">{help}</Typography.Paragraph>
    </header>
  );
}
