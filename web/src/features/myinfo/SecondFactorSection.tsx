// My info, "Two-step sign-in": an authenticator app whose code sign-in asks for after the password. Off, the section
// says why and offers to set one up; setting up shows the app's QR code and its key to type, and takes the app's
// first code; confirmed, the ten recovery codes are shown this once (to copy or keep as a file). On, it says since
// when, how many recovery codes are left and how many browsers skip the code (to forget), and new codes or turning it
// off ask for the current password again. Setting up and the codes are the kit's (ui/second-factor-setup.tsx), which
// the login page shares.
import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { PasskeyAdd, PasswordProof, type SecondFactorState, type TotpEnrolment } from '@gsis/contract';
import { Alert, App, Button, Form, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { showFieldErrors } from '../../ui/edit-dialog.tsx';
import {
  useAddPasskey, useConfirmTotp, useForgetDevices, usePasskeyOptions, useRemovePasskey, useRemoveTotp, useRenewRecoveryCodes, useSecondFactor, useStartTotp,
} from './api.ts';
import { makePasskey, passkeyCancelled, passkeysSupported } from '../../ui/passkeys.ts';
import { AppSetup, RecoveryCodesList } from '../../ui/second-factor-setup.tsx';
import { MyInfoCard } from './MyInfoCard.tsx';
import { useMyInfoT } from './shared.ts';

/** What asks for the password again: turning the app off, new recovery codes, or removing a passkey. */
type Guarded = 'remove' | 'renew' | { passkey: number };

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
  ) : (
    <>
      {state.data.totpSince || state.data.passkeys.length ? (
        <OnView since={state.data.totpSince} codesLeft={state.data.recoveryCodesLeft} remembered={state.data.rememberedDevices} onAsk={setGuarded} />
      ) : (
        <p className="myinfo-note myinfo-tfa-status" data-testid="tfa-off-state">{t('secondFactor.off')}</p>
      )}
      {state.data.totpSince ? null : (
        <div className="myinfo-actions myinfo-tfa-app-off">
          <Button type="primary" icon={<SafetyOutlined />} loading={start.isPending} onClick={() => void startSetup()} data-testid="tfa-setup">
            {t('secondFactor.setUp')}
          </Button>
        </div>
      )}
      <PasskeysPart passkeys={state.data.passkeys} onRemove={(id) => setGuarded({ passkey: id })} onMade={(made) => { if (made.length) setCodes({ codes: made, renewed: false }); }} />
    </>
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
          else void message.success(typeof guarded === 'object' && guarded ? t('secondFactor.passkeyRemoved') : t('secondFactor.appRemoved'));
        }}
      />
    </MyInfoCard>
  );
}

/** The account has a factor: the app's state (when it has one), the recovery codes left and the remembered browsers. */
function OnView({ since, codesLeft, remembered, onAsk }: { since: string | null; codesLeft: number; remembered: number; onAsk: (what: Guarded) => void }) {
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
          <dd data-testid="tfa-since">
            <SafetyOutlined aria-hidden /> {since ? t('secondFactor.onSince', { date: dates.date(since) }) : t('secondFactor.onWithPasskeys')}
          </dd>
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
        {since ? <Button danger onClick={() => onAsk('remove')} data-testid="tfa-off">{t('secondFactor.turnOff')}</Button> : null}
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
  const removePasskey = useRemovePasskey();
  const [form] = Form.useForm<PasswordProof>();
  const [error, setError] = useState<string | null>(null);
  const busy = remove.isPending || renew.isPending || removePasskey.isPending;

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
      else if (typeof guarded === 'object' && guarded) {
        await removePasskey.mutateAsync({ id: guarded.passkey, ...values });
        onDone(null);
      } else {
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
    : typeof guarded === 'object' && guarded
      ? { title: t('secondFactor.passkeyRemoveTitle'), text: t('secondFactor.passkeyRemoveText'), ok: t('secondFactor.passkeyRemove') }
      : { title: t('secondFactor.turnOffTitle'), text: t('secondFactor.turnOffText'), ok: t('secondFactor.turnOff') };

  return (
    <Modal
      open={guarded !== null} title={words.title} onCancel={onClose} onOk={() => void submit()} okText={words.ok} cancelText={t('secondFactor.cancel')}
      confirmLoading={busy} okButtonProps={{ danger: guarded !== 'renew', ...({ 'data-testid': 'tfa-password-ok' } as Record<`data-${string}`, string>) }} destroyOnHidden
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

/**
 * Passkeys: those the account has (name, when added, when last used), each removable with the password; and a new one
 * made by this browser (its own, the phone's or a security key), named by its owner. The first factor brings the
 * recovery codes, which the section then shows once.
 */
function PasskeysPart({ passkeys, onRemove, onMade }: {
  passkeys: SecondFactorState['passkeys'];
  onRemove: (id: number) => void;
  onMade: (recoveryCodes: string[]) => void;
}) {
  const { t } = useMyInfoT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const dates = useDates();
  const options = usePasskeyOptions();
  const add = useAddPasskey();
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const busy = options.isPending || add.isPending;

  const make = async () => {
    let name: string;
    try {
      ({ name } = await form.validateFields());
    } catch {
      return;
    }
    try {
      const { options: creation } = await options.mutateAsync(undefined);
      const credential = await makePasskey(creation);
      const { recoveryCodes } = await add.mutateAsync({ name, credential });
      setNaming(false);
      void message.success(t('secondFactor.passkeyAdded'));
      onMade(recoveryCodes);
    } catch (e) {
      // The browser's prompt closed: the dialog stays, with nothing to read.
      if (!passkeyCancelled(e)) void message.error(e instanceof ApiError ? errorText(e) : t('secondFactor.passkeyNotMade'));
    }
  };

  return (
    <div className="myinfo-tfa-passkeys" data-testid="tfa-passkeys">
      <h3 className="myinfo-sessions-subtitle">{t('secondFactor.passkeys')}</h3>
      <p className="myinfo-note myinfo-tfa-step">{t('secondFactor.passkeysHelp')}</p>
      {passkeys.length ? (
        <ul className="myinfo-tfa-passkey-list">
          {passkeys.map((key) => (
            <li key={key.id} className="myinfo-tfa-passkey" data-testid="tfa-passkey">
              <KeyOutlined aria-hidden />
              <div className="myinfo-tfa-passkey-text">
                <strong data-testid="tfa-passkey-name">{key.name}</strong>
                <span className="myinfo-note">
                  {t('secondFactor.passkeyAddedOn', { date: dates.date(key.createdAt) })}
                  {key.lastUsedAt ? ` · ${t('secondFactor.passkeyUsedOn', { date: dates.date(key.lastUsedAt) })}` : ''}
                </span>
              </div>
              <Button size="small" danger onClick={() => onRemove(key.id)} aria-label={t('secondFactor.passkeyRemoveNamed', { name: key.name })} data-testid="tfa-passkey-remove">
                {t('secondFactor.passkeyRemove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {passkeysSupported() ? (
        <div className="myinfo-actions">
          <Button icon={<KeyOutlined />} onClick={() => { form.setFieldsValue({ name: t('secondFactor.passkeyDefaultName', { n: passkeys.length + 1 }) }); setNaming(true); }} data-testid="tfa-passkey-add">
            {t('secondFactor.passkeyAdd')}
          </Button>
        </div>
      ) : <p className="myinfo-note">{t('secondFactor.passkeysUnsupported')}</p>}
      <Modal
        open={naming} title={t('secondFactor.passkeyAdd')} onCancel={() => setNaming(false)} onOk={() => void make()} okText={t('secondFactor.passkeyCreate')}
        cancelText={t('secondFactor.cancel')} confirmLoading={busy} okButtonProps={{ ...({ 'data-testid': 'tfa-passkey-create' } as Record<`data-${string}`, string>) }} destroyOnHidden
      >
        <p>{t('secondFactor.passkeyNameHelp')}</p>
        <Form<{ name: string }> form={form} layout="vertical" preserve={false} requiredMark={false} onFinish={() => void make()}>
          <Form.Item name="name" label={t('secondFactor.passkeyName')} rules={fieldRules(PasskeyAdd.shape.name, { required: t('secondFactor.passkeyNameRequired') })}>
            <Input maxLength={maxLengthOf(PasskeyAdd.shape.name)} autoFocus data-testid="tfa-passkey-name-input" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
