// My info, "Two-step sign-in": an authenticator app whose code sign-in asks for after the password. Off, the section
// says why and offers to set one up; setting up shows the app's QR code and its key to type, and takes the app's
// first code; confirmed, the ten recovery codes are shown this once (to copy or keep as a file). On, it says since
// when and how many recovery codes are left, and new codes or turning it off ask for the current password again.
import { CopyOutlined, DownloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { ErrorCode, PasswordProof, TotpConfirm, type TotpEnrolment } from '@gsis/contract';
import { Alert, App, Button, Form, Input, Modal, QRCode, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { saveFile } from '../../api/download.ts';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { showFieldErrors } from '../../ui/edit-dialog.tsx';
import { useConfirmTotp, useRemoveTotp, useRenewRecoveryCodes, useSecondFactor, useStartTotp } from './api.ts';
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
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  /** Recovery codes just made (with the app, or in place of the old ones): shown until the person has kept them, and never again. */
  const [codes, setCodes] = useState<{ codes: string[]; renewed: boolean } | null>(null);
  const [guarded, setGuarded] = useState<Guarded | null>(null);

  const startSetup = () =>
    start.mutateAsync(undefined).then(setEnrolment, (e: unknown) => void message.error(errorText(e)));

  const body = codes ? (
    <RecoveryCodesView {...codes} loginId={loginId} onDone={() => setCodes(null)} />
  ) : enrolment ? (
    <SetupView enrolment={enrolment} onCancel={() => setEnrolment(null)} onConfirmed={(made) => { setEnrolment(null); setCodes({ codes: made, renewed: false }); }} />
  ) : state.isPending ? (
    <Skeleton active paragraph={{ rows: 2 }} />
  ) : state.isError ? (
    <Alert
      type="error" showIcon title={errorText(state.error)} className="myinfo-alert" data-testid="tfa-error"
      action={<Button size="small" onClick={() => void state.refetch()}>{t('secondFactor.retry')}</Button>}
    />
  ) : state.data.totpSince ? (
    <OnView since={state.data.totpSince} codesLeft={state.data.recoveryCodesLeft} onAsk={setGuarded} />
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

/** The key as people type it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function SetupView({ enrolment, onCancel, onConfirmed }: { enrolment: TotpEnrolment; onCancel: () => void; onConfirmed: (codes: string[]) => void }) {
  const { t } = useMyInfoT();
  const errorText = useErrorText();
  const confirm = useConfirmTotp();
  const [form] = Form.useForm<TotpConfirm>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: TotpConfirm) => {
    setError(null);
    try {
      const { recoveryCodes } = await confirm.mutateAsync(values);
      onConfirmed(recoveryCodes);
    } catch (e) {
      // A code the app showed a moment too early or late, or mistyped: said at the field, which is emptied for the next.
      if (e instanceof ApiError && (e.code === ErrorCode.SECOND_FACTOR_WRONG || e.details?.fields?.length)) {
        form.setFields([{ name: 'code', value: '', errors: [errorText(e)] }]);
      } else setError(errorText(e));
    }
  };

  return (
    <div className="myinfo-tfa-setup" data-testid="tfa-setup-panel">
      <ol className="myinfo-tfa-steps">
        <li>
          <p className="myinfo-tfa-step">{t('secondFactor.scan')}</p>
          <div className="myinfo-tfa-qr">
            {/* antd hands aria-* to the canvas, which is the image. */}
            <QRCode value={enrolment.uri} bordered={false} aria-label={t('secondFactor.qrLabel')} data-testid="tfa-qr" />
          </div>
          <p className="myinfo-note">{t('secondFactor.typeKey')}</p>
          <Typography.Text copyable={{ text: enrolment.secret }} className="myinfo-tfa-secret">
            <span data-testid="tfa-secret">{grouped(enrolment.secret)}</span>
          </Typography.Text>
        </li>
        <li>
          <Form<TotpConfirm> form={form} layout="vertical" onFinish={(values) => void submit(values)} onValuesChange={() => setError(null)} requiredMark={false} disabled={confirm.isPending}>
            <Form.Item
              name="code"
              label={t('secondFactor.code')}
              rules={fieldRules(TotpConfirm.shape.code, { required: t('secondFactor.codeRequired'), format: t('secondFactor.codeInvalid') })}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" spellCheck={false} className="myinfo-tfa-code" data-testid="tfa-code" />
            </Form.Item>
            {error ? <Alert type="error" showIcon role="alert" title={error} className="myinfo-alert" data-testid="tfa-confirm-error" /> : null}
            <div className="myinfo-actions">
              <Button onClick={onCancel} data-testid="tfa-cancel">{t('secondFactor.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={confirm.isPending} data-testid="tfa-confirm">{t('secondFactor.confirm')}</Button>
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodesView({ codes, renewed, loginId, onDone }: { codes: string[]; renewed: boolean; loginId: string; onDone: () => void }) {
  const { t } = useMyInfoT();
  const { message } = App.useApp();
  const text = `${t('secondFactor.fileHeading', { id: loginId })}\n\n${codes.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => void message.success(t('secondFactor.copied')),
      () => void message.error(t('secondFactor.copyFailed')),
    );

  return (
    <div className="myinfo-tfa-codes-panel" data-testid="tfa-codes">
      <Alert type="success" showIcon role="status" title={renewed ? t('secondFactor.renewed') : t('secondFactor.on')} className="myinfo-alert" />
      <h3 className="myinfo-sessions-subtitle">{t('secondFactor.codesTitle')}</h3>
      <p className="myinfo-note myinfo-tfa-step">{t('secondFactor.codesIntro')}</p>
      <ul className="myinfo-tfa-codes" aria-label={t('secondFactor.codesTitle')}>
        {codes.map((code) => <li key={code}><code data-testid="tfa-recovery-code">{code}</code></li>)}
      </ul>
      <Alert type="warning" showIcon role="status" title={t('secondFactor.codesOnce')} className="myinfo-alert" />
      <div className="myinfo-actions myinfo-tfa-code-actions">
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="tfa-copy">{t('secondFactor.copy')}</Button>
        <Button icon={<DownloadOutlined />} onClick={() => saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'gsis-recovery-codes.txt')} data-testid="tfa-download">
          {t('secondFactor.download')}
        </Button>
        <Button type="primary" onClick={onDone} data-testid="tfa-done">{t('secondFactor.done')}</Button>
      </div>
    </div>
  );
}

function OnView({ since, codesLeft, onAsk }: { since: string; codesLeft: number; onAsk: (what: Guarded) => void }) {
  const { t } = useMyInfoT();
  const dates = useDates();
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
