// My info, "Two-step sign-in": an authenticator app whose code sign-in asks for after the password. Off, the section
// says why and offers to set one up; setting up shows the app's QR code and its key to type, and takes the app's
// first code; confirmed, the ten recovery codes are shown this once (to copy or keep as a file). On, it says since
// when, how many recovery codes are left and how many browsers skip the code (to forget), and new codes or turning it
// off ask for the current password again. Setting up and the codes are the kit's (ui/second-factor-setup.tsx), which
// the login page shares.
import { SafetyOutlined } from '@ant-design/icons';
import { PasswordProof, type TotpEnrolment } from '@gsis/contract';
import { Alert, App, Button, Form, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { showFieldErrors } from '../../ui/edit-dialog.tsx';
import { useConfirmTotp, useForgetDevices, useRemoveTotp, useRenewRecoveryCodes, useSecondFactor, useStartTotp } from './api.ts';
import { AppSetup, RecoveryCodesList } from '../../ui/second-factor-setup.tsx';
import { MyInfoCard } from './MyInfoCard.tsx';
import { useMyInfoT } from './shared.ts';

/** What asks for the password again: turning the app off, or new recovery codes. */
type Guarded = 'remove' | 'renew';

export function SecondFactorSection({ loginId }: { loginId: string }) {
  const { t } = useMyInfoT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const state = useSecondFactor();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  /** Recovery codes just made (with the app, or in place of the old ones): shown until the person has kept them, and never again. */
  const [codes, setCodes] = useState<{ codes: string[]; renewed: boolean } | null>(null);
  const [guarded, setGuarded] = useState<Guarded | null>(null);

  const startSetup = () =>
    start.mutateAsync(undefined).then(setEnrolment, (e: unknown) => void message.error(errorText(e)));

  const body = codes ? (
    <RecoveryCodesList codes={codes.codes} title={codes.renewed ? t('secondFactor.renewed') : t('secondFactor.on')} loginId={loginId} onDone={() => setCodes(null)} />
  ) : enrolment ? (
    <AppSetup
      enrolment={enrolment}
      cancelText={t('secondFactor.cancel')}
      onCancel={() => setEnrolment(null)}
      confirm={async ({ code }) => {
        const { recoveryCodes } = await confirm.mutateAsync({ code });
        setEnrolment(null);
        setCodes({ codes: recoveryCodes, renewed: false });
      }}
    />
  ) : state.isPending ? (
    <Skeleton active paragraph={{ rows: 2 }} />
  ) : state.isError ? (
    <Alert
      type="error" showIcon title={errorText(state.error)} className="myinfo-alert" data-testid="tfa-error"
      action={<Button size="small" onClick={() => void state.refetch()}>{t('secondFactor.retry')}</Button>}
    />
  ) : state.data.totpSince ? (
    <OnView since={state.data.totpSince} codesLeft={state.data.recoveryCodesLeft} remembered={state.data.rememberedDevices} onAsk={setGuarded} />
  ) : (
    <div data-testid="tfa-off-state">
      <p className="myinfo-note myinfo-tfa-status">{t('secondFactor.off')}</p>
      <div className="myinfo-actions">
        <Button type="primary" icon={<SafetyOutlined />} loading={start.isPending} onClick={() => void startSetup()} data-testid="tfa-setup">
          {t('secondFactor.setUp')}
        </Button>
      </div>
    </div>
  );

  return (
    <MyInfoCard name="second-factor" title={t('secondFactor.title')} help={t('secondFactor.help')}>
      {body}
      <PasswordDialog
        guarded={guarded}
        onClose={() => setGuarded(null)}
        onDone={(made) => {
          setGuarded(null);
          if (made) setCodes({ codes: made, renewed: true });
          else void message.success(t('secondFactor.off'));
        }}
      />
    </MyInfoCard>
  );
}

function OnView({ since, codesLeft, remembered, onAsk }: { since: string; codesLeft: number; remembered: number; onAsk: (what: Guarded) => void }) {
  const { t } = useMyInfoT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const dates = useDates();
  const forget = useForgetDevices();
  const forgetAll = () => forget.mutateAsync(undefined).then(() => void message.success(t('secondFactor.forgotten')), (e: unknown) => void message.error(errorText(e)));
  return (
    <div data-testid="tfa-on-state">
      <dl className="myinfo-tfa-facts">
        <div>
          <dt>{t('secondFactor.status')}</dt>
          <dd data-testid="tfa-since"><SafetyOutlined aria-hidden /> {t('secondFactor.onSince', { date: dates.date(since) })}</dd>
        </div>
        <div>
          <dt>{t('secondFactor.codesLeft')}</dt>
          <dd data-testid="tfa-codes-left">{codesLeft}</dd>
        </div>
        {remembered > 0 ? (
          <div>
            <dt>{t('secondFactor.remembered')}</dt>
            <dd data-testid="tfa-remembered">
              {remembered}{' '}
              <Button type="link" size="small" className="myinfo-inline-link" loading={forget.isPending} onClick={() => void forgetAll()} data-testid="tfa-forget">
                {t('secondFactor.forget')}
              </Button>
            </dd>
          </div>
        ) : null}
      </dl>
      {codesLeft <= LOW_CODES ? <Alert type="warning" showIcon title={t('secondFactor.codesLow')} className="myinfo-alert" data-testid="tfa-codes-low" /> : null}
      <div className="myinfo-actions">
        <Button onClick={() => onAsk('renew')} data-testid="tfa-renew">{t('secondFactor.renew')}</Button>
        <Button danger onClick={() => onAsk('remove')} data-testid="tfa-off">{t('secondFactor.turnOff')}</Button>
      </div>
    </div>
  );
}

/** Recovery codes left at which the section suggests new ones. */
const LOW_CODES = 3;

/** The current password, asked again before the app is turned off or new recovery codes replace the old. */
function PasswordDialog({ guarded, onClose, onDone }: { guarded: Guarded | null; onClose: () => void; onDone: (codes: string[] | null) => void }) {
  const { t } = useMyInfoT();
  const errorText = useErrorText();
  const remove = useRemoveTotp();
  const renew = useRenewRecoveryCodes();
  const [form] = Form.useForm<PasswordProof>();
  const [error, setError] = useState<string | null>(null);
  const busy = remove.isPending || renew.isPending;

  const submit = async () => {
    setError(null);
    let values: PasswordProof;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      if (guarded === 'renew') onDone((await renew.mutateAsync(values)).recoveryCodes);
      else {
        await remove.mutateAsync(values);
        onDone(null);
      }
    } catch (e) {
      // CHECK_PASSWORD names body.password: said at the field, as every form says the server's refusals.
      if (e instanceof ApiError && e.details?.fields?.length) showFieldErrors(form, e, errorText(e));
      else setError(errorText(e));
    }
  };

  const words = guarded === 'renew'
    ? { title: t('secondFactor.renewTitle'), text: t('secondFactor.renewText'), ok: t('secondFactor.renew') }
    : { title: t('secondFactor.turnOffTitle'), text: t('secondFactor.turnOffText'), ok: t('secondFactor.turnOff') };

  return (
    <Modal
      open={guarded !== null} title={words.title} onCancel={onClose} onOk={() => void submit()} okText={words.ok} cancelText={t('secondFactor.cancel')}
      confirmLoading={busy} okButtonProps={{ danger: guarded === 'remove', ...({ 'data-testid': 'tfa-password-ok' } as Record<`data-${string}`, string>) }} destroyOnHidden
      afterOpenChange={(open) => { if (!open) setError(null); }}
    >
      <p>{words.text}</p>
      <Form<PasswordProof> form={form} layout="vertical" preserve={false} requiredMark={false} onFinish={() => void submit()}>
        <Form.Item name="password" label={t('password.current')} rules={fieldRules(PasswordProof.shape.password, { required: t('password.currentRequired') })}>
          <Input.Password autoComplete="current-password" maxLength={maxLengthOf(PasswordProof.shape.password)} autoFocus data-testid="tfa-password" />
        </Form.Item>
        {error ? <Alert type="error" showIcon role="alert" title={error} data-testid="tfa-password-error" /> : null}
      </Form>
    </Modal>
  );
}
