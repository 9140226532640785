// The signed-in reader's recent searches on /main: each one searches again on the tab it was run on, and
// can be forgotten alone or all at once. Nothing is drawn when there are none.
import { CloseOutlined, HistoryOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { Link } from 'react-router';
import { useErrorText } from '../../api/error-text.ts';
import { pages } from '../../ui/pages.ts';
import { useForgetRecent, useRecentSearches } from './api.ts';
import { useSearchT } from './shared.ts';
import './search.css';

export function RecentSearches() {
  const { t } = useSearchT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const recent = useRecentSearches();
  const forget = useForgetRecent();
  const list = recent.data ?? [];
  if (list.length === 0) return null;

  const onForget = (searchWord?: string) => forget.mutateAsync(searchWord).catch((error: unknown) => void message.error(errorText(error)));

  return (
    <section className="recent-searches" aria-labelledby="recent-searches-title" data-testid="recent-searches">
      <div className="recent-searches-head">
        <h3 id="recent-searches-title"><HistoryOutlined aria-hidden /> {t('recent.title')}</h3>
        <Button type="link" size="small" onClick={() => void onForget()} title={t('recent.clearAll')} disabled={forget.isPending} data-testid="recent-searches-clear">
          {t('recent.clear')}
        </Button>
      </div>
      <ul className="recent-searches-list">
        {list.map((item) => (
          <li key={item.searchWord} className="recent-chip" data-testid="recent-search">
            <Link to={pages.search(item.tab, { searchWord: item.searchWord })}>
              <span className="recent-chip-word" title={item.searchWord}>{item.searchWord}</span>
              <span className="recent-chip-tab">{t(`recent.tab.${item.tab}`)}</span>
            </Link>
            <Button
              type="text" size="small" shape="circle" icon={<CloseOutlined />} className="recent-chip-remove"
              aria-label={t('recent.remove', { word: item.searchWord })} onClick={() => void onForget(item.searchWord)}
              data-testid="recent-search-remove"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
