// One notice: /support/notice/detail?id= for readers (the read counts a hit), and
// /management/support/notice/detail?id= for its managers, with its status, popup and languages, Edit and Delete.
// Each reads in the reader's language, else in English, marked so. The notices just newer and older are a step
// away; the list is found again as it was left.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, EyeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { NoticeDetail } from '@gsis/contract';
import { App, Button, Popconfirm, Spin, Typography } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { AttachmentLinks } from '../../ui/attachment-field.tsx';
import { useDates } from '../../ui/dates.ts';
import { OtherLanguageTag } from '../../ui/language-versions.tsx';
import { languageName } from '../../ui/languages.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import '../../ui/page.css';
import { useDeleteNotice, useNotice } from './api.ts';
import { ClassTag, NoticeTime, StatusTag, useNoticesT } from './shared.tsx';

function Neighbour({ label, icon, notice, to }: { label: string; icon: React.ReactNode; notice: NoticeDetail['newer']; to: (id: number) => string }) {
  const { t } = useNoticesT();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <li className="notice-neighbour">
      <span className="notice-neighbour-label">{icon} {label}</span>
      {notice
        ? (
          <span className="notice-neighbour-title">
            <Typography.Link onClick={() => void navigate(to(notice.noticeId), { state: location.state })} lang={notice.language}>{notice.title}</Typography.Link>
            <OtherLanguageTag language={notice.language} />
          </span>
        )
        : <span className="notice-muted">{t('detail.none')}</span>}
    </li>
  );
}

function NoticeView({ managed }: { managed: boolean }) {
  const { t } = useNoticesT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const dates = useDates();
  const { message } = App.useApp();
  const id = idFrom(params.get('id'));
  const notice = useNotice(id, managed);
  const remove = useDeleteNotice();
  const outcome = useOutcomeMessage();
  const board = managed ? pages.notices.manage : pages.notices.board;
  usePageTitle(notice.data?.title ?? t('list.title'));
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const backToList = () => void navigate(board.list(listSearch));

  if (id === undefined) return <Navigate to={board.list()} replace />;
  if (!notice.data) return <Spin className="notice-spin" />;
  const n = notice.data;

  const deleteIt = async () => {
    const done = remove.mutateAsync({ noticeId: n.noticeId });
    await outcome(done, t('detail.deleted'));
    await done.then(() => void navigate(board.list(listSearch), { replace: true }), () => undefined);
  };

  return (
    <article className="catalogue-page notice-detail" data-testid="notice-detail">
      <header className="notice-detail-header">
        <div className="notice-detail-tags">
          <ClassTag classification={n.classification} />
          {managed ? <StatusTag useYn={n.useYn} /> : null}
        </div>
        <Typography.Title level={1} className="notice-detail-title">
          <span lang={n.language} data-testid="notice-title">{n.title}</span><OtherLanguageTag language={n.language} />
        </Typography.Title>
        <dl className="notice-meta">
          <div><dt>{t('detail.writer')}</dt><dd>{n.writer}</dd></div>
          <div><dt>{t('detail.date')}</dt><dd title={dates.dateTime(n.createdAt)}>{dates.date(n.createdAt)}</dd></div>
          <div><dt><EyeOutlined aria-hidden /> {t('detail.hits')}</dt><dd data-testid="notice-hits">{n.hits}</dd></div>
          {managed ? (
            <div>
              <dt>{t('detail.languages')}</dt>
              <dd data-testid="notice-languages">{n.languages.map((code, i) => <span key={code} lang={code}>{i > 0 ? ', ' : ''}{languageName(code)}</span>)}</dd>
            </div>
          ) : null}
        </dl>
        <NoticeTime from={n.timeFrom} to={n.timeTo} />
        {managed && n.popup ? (
          <p className="notice-popup-note" data-testid="notice-popup-note">
            {n.popupPeriod === 'SET' && n.popupFrom && n.popupTo
              ? t('detail.popupSet', { from: dates.day(n.popupFrom), to: dates.day(n.popupTo) })
              : t('detail.popupFull')}
          </p>
        ) : null}
      </header>
      <div lang={n.language}><RichTextView html={n.bodyHtml} className="notice-body" testId="notice-body" /></div>
      {n.attachments.length > 0 ? (
        <section className="notice-attachments" aria-label={t('detail.attachments')}>
          <Typography.Title level={5}>{t('detail.attachments')}</Typography.Title>
          <AttachmentLinks files={n.attachments} />
        </section>
      ) : null}
      <ul className="notice-neighbours">
        <Neighbour label={t('detail.newer')} icon={<ArrowUpOutlined />} notice={n.newer} to={board.detail} />
        <Neighbour label={t('detail.older')} icon={<ArrowDownOutlined />} notice={n.older} to={board.detail} />
      </ul>
      <div className="notice-actions">
        <Button icon={<UnorderedListOutlined />} onClick={backToList} data-testid="notice-back">{t('detail.backToList')}</Button>
        {managed ? (
          <>
            <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(pages.notices.manage.form(n.noticeId), { state: location.state })} data-testid="notice-edit">
              {t('detail.edit')}
            </Button>
            <Popconfirm
              title={t('detail.deleteConfirm')} okText={t('detail.deleteOk')} cancelText={t('detail.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'notice-delete-ok' }} onConfirm={() => deleteIt().catch(() => void message.destroy())}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="notice-delete">{t('detail.delete')}</Button>
            </Popconfirm>
          </>
        ) : null}
      </div>
    </article>
  );
}

export default function NoticeDetailPage() {
  return <NoticeView managed={false} />;
}

export function NoticeManageDetailPage() {
  return <NoticeView managed />;
}
