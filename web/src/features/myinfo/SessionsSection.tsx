// My info, "Sessions": every device signed in to the account, this one first and marked. Another device
// can be signed out one by one, or all of them at once after a confirmation; its next call then goes to
// the login page.
import { DesktopOutlined, LogoutOutlined, MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MySessions } from '@gsis/contract';
import { Alert, App, Button, Popconfirm, Skeleton, Tag, Tooltip } from 'antd';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { useEndSessions, useMySessions } from './api.ts';
import { isMobileAgent, shortUserAgent, useMyInfoT } from './shared.ts';

type Session = MySessions['sessions'][number];

export function SessionsSection() {
  const { t } = useMyInfoT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const sessions = useMySessions();
  const end = useEndSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  const endOne = (sessionId: string) =>
    end.mutateAsync(sessionId).then(
      ({ ended }) => void (ended > 0 ? message.success(t('sessions.endedOne')) : message.info(t('sessions.alreadyEnded'))),
      (e: unknown) => void message.error(errorText(e)),
    );

  const endOthers = () =>
    end.mutateAsync(undefined).then(
      ({ ended }) => void message.success(t('sessions.endedMany', { count: ended })),
      (e: unknown) => void message.error(errorText(e)),
    );

  return (
    <section className="myinfo-card myinfo-sessions" aria-labelledby="myinfo-sessions-title" data-testid="myinfo-sessions">
      <header className="myinfo-card-head myinfo-sessions-head">
        <div>
          <h2 id="myinfo-sessions-title" className="myinfo-card-title">{t('sessions.title')}</h2>
          <p className="myinfo-card-help">{t('sessions.help')}</p>
        </div>
        <div className="myinfo-sessions-tools">
          <Tooltip title={t('sessions.refresh')}>
            <Button
              icon={<ReloadOutlined spin={sessions.isFetching && !sessions.isPending} />}
              onClick={() => void sessions.refetch()}
              aria-label={t('sessions.refresh')}
              data-testid="myinfo-sessions-refresh"
            />
          </Tooltip>
          <Popconfirm
            title={t('sessions.endOthersConfirm')}
            description={t('sessions.endOthersConfirmText')}
            okText={t('sessions.endOthersOk')}
            cancelText={t('sessions.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'myinfo-end-others-ok' }}
            onConfirm={endOthers}
            placement="bottomRight"
            overlayClassName="myinfo-confirm"
            disabled={others.length === 0}
          >
            <Button danger icon={<LogoutOutlined />} disabled={others.length === 0} loading={end.isPending && end.variables === undefined} data-testid="myinfo-end-others">
              {t('sessions.endOthers')}
            </Button>
          </Popconfirm>
        </div>
      </header>

      {sessions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} className="myinfo-sessions-loading" />
      ) : sessions.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(sessions.error)}
          action={<Button size="small" onClick={() => void sessions.refetch()}>{t('sessions.retry')}</Button>}
          className="myinfo-alert"
          data-testid="myinfo-sessions-error"
        />
      ) : (
        <>
          <ul className="myinfo-session-list" aria-label={t('sessions.listLabel')} data-testid="myinfo-session-list">
            {sessions.data.map((s) => (
              <SessionRow key={s.sessionId} session={s} ending={end.isPending && end.variables === s.sessionId} onEnd={() => void endOne(s.sessionId)} />
            ))}
          </ul>
          {others.length === 0 ? <p className="myinfo-note myinfo-sessions-none" data-testid="myinfo-sessions-none">{t('sessions.noOthers')}</p> : null}
        </>
      )}
    </section>
  );
}

function SessionRow({ session: s, ending, onEnd }: { session: Session; ending: boolean; onEnd: () => void }) {
  const { t } = useMyInfoT();
  const dates = useDates();
  const device = s.userAgent ? shortUserAgent(s.userAgent) : t('sessions.unknownDevice');
  const renewed = s.via === 'TOKEN_REFRESH';

  return (
    <li className={`myinfo-session${s.current ? ' is-current' : ''}`} data-testid={`myinfo-session-${s.sessionId}`} data-current={s.current || undefined}>
      <span className="myinfo-session-icon" aria-hidden>{isMobileAgent(s.userAgent) ? <MobileOutlined /> : <DesktopOutlined />}</span>
      <div className="myinfo-session-main">
        <div className="myinfo-session-device">
          <span className="myinfo-session-agent" title={s.userAgent ?? undefined}>{device}</span>
          {s.current ? <Tag color="green" className="myinfo-session-tag" data-testid="myinfo-session-current">{t('sessions.thisDevice')}</Tag> : null}
        </div>
        <dl className="myinfo-session-meta">
          <div>
            <dt>{t('sessions.ip')}</dt>
            <dd>{s.ip ?? t('sessions.unknown')}</dd>
          </div>
          <div>
            {/* A renewed token opens a new session row: its start is the renewal, not the sign-in. */}
            <dt>{renewed ? t('sessions.renewed') : t('sessions.signedIn')}</dt>
            <dd>{dates.dateTime(s.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('sessions.lastActive')}</dt>
            <dd><time dateTime={s.lastSeenAt} title={dates.dateTime(s.lastSeenAt)}>{s.current ? t('sessions.now') : dates.ago(s.lastSeenAt) ?? t('sessions.now')}</time></dd>
          </div>
          {renewed ? null : (
            <div>
              <dt>{t('sessions.via')}</dt>
              <dd>{t(`sessions.viaType.${s.via}`, { defaultValue: s.via })}</dd>
            </div>
          )}
        </dl>
      </div>
      {s.current ? null : (
        <Button className="myinfo-session-end" icon={<LogoutOutlined />} loading={ending} onClick={onEnd} aria-label={t('sessions.endLabel', { device })} data-testid={`myinfo-session-end-${s.sessionId}`}>
          {t('sessions.end')}
        </Button>
      )}
    </li>
  );
}
