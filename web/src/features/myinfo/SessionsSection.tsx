// My info, "Sessions": this device first, named the way people call it ("Chrome on Windows"), then the other
// devices signed in to the account behind one disclosure, most recently active first. Another device can be
// signed out one by one, or all of them at once after a confirmation; its next call then goes to the login page.
import {
  DesktopOutlined, LogoutOutlined, MobileOutlined, QuestionOutlined, ReloadOutlined, RightOutlined, RobotOutlined, TabletOutlined,
} from '@ant-design/icons';
import type { MySessions } from '@gsis/contract';
import { Alert, App, Button, Popconfirm, Skeleton, Tooltip } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { useEndSessions, useMySessions } from './api.ts';
import { deviceKind, deviceName, useMyInfoT } from './shared.ts';

type Session = MySessions['sessions'][number];

// Hidden from screen readers: the box around the icon carries the kind of device, in the reader's language.
const DEVICE_ICONS: Record<Session['deviceType'], ReactNode> = {
  desktop: <DesktopOutlined aria-hidden />,
  tv: <DesktopOutlined aria-hidden />,
  mobile: <MobileOutlined aria-hidden />,
  tablet: <TabletOutlined aria-hidden />,
  bot: <RobotOutlined aria-hidden />,
  unknown: <QuestionOutlined aria-hidden />,
};

export function SessionsSection() {
  const { t } = useMyInfoT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const sessions = useMySessions();
  const end = useEndSessions();
  // The others stay folded until asked for: a long list of old sign-ins is rarely what one came for.
  const [othersOpen, setOthersOpen] = useState(false);
  const othersId = useId();
  const current = sessions.data?.find((s) => s.current);
  // In the server's order: most recently active first.
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
        <Tooltip title={t('sessions.refresh')}>
          <Button
            icon={<ReloadOutlined spin={sessions.isFetching && !sessions.isPending} />}
            onClick={() => void sessions.refetch()}
            aria-label={t('sessions.refresh')}
            data-testid="myinfo-sessions-refresh"
          />
        </Tooltip>
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
          {current ? (
            <div className="myinfo-sessions-group" data-testid="myinfo-this-device">
              <h3 className="myinfo-sessions-subtitle">{t('sessions.thisDevice')}</h3>
              <div className="myinfo-session-list">
                <SessionRow session={current} />
              </div>
            </div>
          ) : null}

          <div className="myinfo-sessions-group myinfo-others" data-testid="myinfo-others">
            {others.length === 0 ? (
              <p className="myinfo-note myinfo-sessions-none" data-testid="myinfo-sessions-none">{t('sessions.noOthers')}</p>
            ) : (
              <>
                <div className="myinfo-others-head">
                  <h3 className="myinfo-sessions-subtitle myinfo-others-title">
                    <Button
                      type="text"
                      className="myinfo-others-toggle"
                      icon={<RightOutlined className="myinfo-others-chevron" aria-hidden />}
                      aria-expanded={othersOpen}
                      aria-controls={othersId}
                      onClick={() => setOthersOpen((open) => !open)}
                      data-testid="myinfo-others-toggle"
                    >
                      {t('sessions.others', { n: others.length })}
                    </Button>
                  </h3>
                  <Popconfirm
                    title={t('sessions.endOthersConfirm')}
                    description={t('sessions.endOthersConfirmText')}
                    okText={t('sessions.endOthersOk')}
                    cancelText={t('sessions.cancel')}
                    okButtonProps={{ danger: true, 'data-testid': 'myinfo-end-others-ok' }}
                    onConfirm={endOthers}
                    placement="bottomRight"
                    overlayClassName="myinfo-confirm"
                  >
                    <Button
                      danger
                      icon={<LogoutOutlined />}
                      className="myinfo-end-others"
                      loading={end.isPending && end.variables === undefined}
                      data-testid="myinfo-end-others"
                    >
                      {t('sessions.endOthers')}
                    </Button>
                  </Popconfirm>
                </div>
                <ul id={othersId} className="myinfo-session-list" aria-label={t('sessions.listLabel')} hidden={!othersOpen} data-testid="myinfo-session-list">
                  {others.map((s) => (
                    <li key={s.sessionId}>
                      <SessionRow session={s} ending={end.isPending && end.variables === s.sessionId} onEnd={() => void endOne(s.sessionId)} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function SessionRow({ session: s, ending = false, onEnd }: { session: Session; ending?: boolean; onEnd?: () => void }) {
  const { t } = useMyInfoT();
  const dates = useDates();
  const name = deviceName(t, s);
  const kind = deviceKind(t, s);
  const renewed = s.via === 'TOKEN_REFRESH';

  return (
    <div className={`myinfo-session${s.current ? ' is-current' : ''}`} data-testid={`myinfo-session-${s.sessionId}`} data-current={s.current || undefined}>
      <span className="myinfo-session-icon" role="img" aria-label={kind} title={kind}>{DEVICE_ICONS[s.deviceType]}</span>
      {/* The user agent as it came stays a hover away, for whoever wants the detail. */}
      <span className="myinfo-session-agent" title={s.userAgent ?? undefined} data-testid={`myinfo-session-name-${s.sessionId}`}>{name}</span>
      {onEnd ? (
        <Button className="myinfo-session-end" icon={<LogoutOutlined />} loading={ending} onClick={onEnd} aria-label={t('sessions.endLabel', { device: name })} data-testid={`myinfo-session-end-${s.sessionId}`}>
          {t('sessions.end')}
        </Button>
      ) : null}
      <dl className="myinfo-session-meta">
        <div>
          <dt>{t('sessions.lastActive')}</dt>
          <dd>
            <time dateTime={s.lastSeenAt} title={dates.dateTime(s.lastSeenAt)}>
              {s.current ? t('sessions.now') : dates.ago(s.lastSeenAt) ?? t('sessions.now')}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('sessions.ip')}</dt>
          <dd>{s.ip ?? t('sessions.unknown')}</dd>
        </div>
        {s.current ? (
          <div>
            {/* A renewed token opens a new session row: its start is the renewal, not the sign-in. */}
            <dt>{renewed ? t('sessions.renewed') : t('sessions.signedIn')}</dt>
            <dd>{dates.dateTime(s.createdAt)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
