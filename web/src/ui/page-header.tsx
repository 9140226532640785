// The heading of a management page (its title, also the browser tab's, and a line of help under it). The
// stylesheet it brings is the page's frame too (`catalogue-page`) and the tags its tables show.
import { Typography } from 'antd';
import { usePageTitle } from './page-title.ts';
import './page.css';

export function PageHeader({ title, help }: { title: string; help: string }) {
  usePageTitle(title);
  return (
    <header className="catalogue-header">
      <Typography.Title level={2} className="catalogue-title">{title}</Typography.Title>
      <Typography.Paragraph type="secondary" className="catalogue-help">{help}</Typography.Paragraph>
    </header>
  );
}
