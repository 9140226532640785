// My info, "Company sign-in": the company accounts this person may sign in with — the providers of their e-mail's
// domain, and those already linked. Linking sends them to sign in at the provider, which sends them back here with a
// single-use ticket (`companyLink`) this page trades for the link, or a refusal's code (`companyLinkError`). Shown
// only where a provider exists for them: most dealers never see it.
import { BankOutlined, DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import { companySignInApi, ErrorCode, type CompanyAccounts } from '@gsis/contract';
import { Alert, App, Button, Popconfirm, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { useErrorText } from '../../api/error-text.ts';
import { useSession } from '../../session/session-store.ts';
import { useDates } from '../../ui/dates.ts';
import { useMyInfoT } from './shared.ts';

type Account = CompanyAccounts['accounts'][number];

/** The ticket or the refusal a linking callback put in the address: read once, then taken out of it. */
function useLinkReturn(): { ticket: string | null; error: string | null } {
  const [params, setParams] = useSearchParams();
  const [taken] = useState(() => ({ ticket: params.get('companyLink'), error: params.get('companyLinkError') }));
  useEffect(() => {
    if (!params.has('companyLink') && !params.has('companyLinkError')) return;
    const rest = new URLSearchParams(params);
    rest.delete('companyLink');
    rest.delete('companyLinkError');
    // Replaced, so Back does not bring a used ticket back.
    setParams(rest, { replace: true });
  }, [params, setParams]);
  return taken;
}

export function CompanyAccountsSection() {
  const { t } = useMyInfoT();
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const dates = useDates();
  const { user } = useSession();
  const accounts = useEndpointQuery(companySignInApi.accounts, undefined, { dependsOn: [user?.userId], enabled: Boolean(user), throwOnError: false });
  const startLink = useEndpointMutation(companySignInApi.startLink);
  const finishLink = useEndpointMutation(companySignInApi.finishLink);
  const unlink = useEndpointMutation(companySignInApi.unlink);
  const back = useLinkReturn();
  // What came back from the provider, said at the top of the section until the person does something else.
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(
    back.error ? { type: 'error', text: te(back.error in ErrorCode ? back.error : ErrorCode.SSO_FAILED) } : null,
  );
  // Once, even when React runs the effect twice: the ticket is single use.
  const finishing = useRef(false);
  useEffect(() => {
    if (!back.ticket || finishing.current) return;
    finishing.current = true;
    finishLink.mutateAsync({ ticket: back.ticket }).then(
      () => setOutcome({ type: 'success', text: t('companyAccounts.linked') }),
      (e: unknown) => setOutcome({ type: 'error', text: errorText(e) }),
    );
  }, [back.ticket]); // eslint-disable-line react-hooks/exhaustive-deps

  const link = (account: Account) => {
    setOutcome(null);
    startLink.mutateAsync({ providerId: account.providerId }).then(
      ({ location }) => window.location.assign(location),
      (e: unknown) => void message.error(errorText(e)),
    );
  };
  const remove = (account: Account) =>
    unlink.mutateAsync({ providerId: account.providerId }).then(
      () => {
        setOutcome(null);
        void message.success(t('companyAccounts.unlinked', { provider: account.name }));
      },
      (e: unknown) => void message.error(errorText(e)),
    );

  const list = accounts.data?.accounts ?? [];
  // Nothing to offer and nothing to tell: the section stays away.
  if (!accounts.isPending && !list.length && !outcome && !finishLink.isPending) return null;
  const linkedCount = list.filter((a) => a.linkedAt).length;
  // Without a password the last link is the only way in: the server refuses to remove it, so the button says why first.
  const lastWayIn = accounts.data ? !accounts.data.hasPassword && linkedCount <= 1 : false;

  return (
    <section className="myinfo-card myinfo-company" aria-labelledby="myinfo-company-title" data-testid="myinfo-company-accounts">
      <header className="myinfo-card-head">
        <h2 id="myinfo-company-title" className="myinfo-card-title">{t('companyAccounts.title')}</h2>
        <p className="myinfo-card-help">{t('companyAccounts.help')}</p>
      </header>
      {outcome ? (
        <Alert type={outcome.type} showIcon title={outcome.text} role={outcome.type === 'error' ? 'alert' : 'status'} closable={{ onClose: () => setOutcome(null) }} data-testid="myinfo-company-outcome" />
      ) : null}
      {accounts.isPending || finishLink.isPending ? <Skeleton active title={false} paragraph={{ rows: 1 }} /> : (
        <ul className="myinfo-company-list" aria-label={t('companyAccounts.title')}>
          {list.map((account) => (
            <li key={account.providerId} className="myinfo-company-row" data-testid="myinfo-company-row">
              <BankOutlined aria-hidden className="myinfo-company-icon" />
              <div className="myinfo-company-text">
                <strong>{account.name}</strong>
                <span className="myinfo-card-help" data-testid="myinfo-company-state">
                  {account.linkedAt ? t('companyAccounts.linkedOn', { date: dates.date(account.linkedAt) }) : t('companyAccounts.notLinked')}
                </span>
              </div>
              {account.linkedAt ? (
                <Popconfirm
                  title={t('companyAccounts.unlinkConfirm', { provider: account.name })}
                  okText={t('companyAccounts.unlink')} cancelText={t('companyAccounts.cancel')} okButtonProps={{ danger: true }}
                  onConfirm={() => remove(account)} disabled={lastWayIn}
                >
                  <Button
                    icon={<DisconnectOutlined />} disabled={lastWayIn} loading={unlink.isPending && unlink.variables?.providerId === account.providerId}
                    title={lastWayIn ? t('companyAccounts.lastWayIn') : undefined} data-testid="myinfo-company-unlink"
                  >
                    {t('companyAccounts.unlink')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button type="primary" icon={<LinkOutlined />} onClick={() => link(account)} loading={startLink.isPending} data-testid="myinfo-company-link">
                  {t('companyAccounts.link')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lastWayIn && linkedCount ? <p className="myinfo-card-help" data-testid="myinfo-company-last">{t('companyAccounts.lastWayIn')}</p> : null}
    </section>
  );
}
