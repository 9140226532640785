// Setting an authenticator app up, and the recovery codes its confirmation hands out once: shared by My info (any
// user, by choice) and the login page (an account that manages GSIS must have one before it reaches anything else).
// The caller says how the first code is confirmed; this shows the QR code, the key to type, the code field, and then
// the codes to copy or keep as a file.
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { ErrorCode, TotpConfirm, type TotpEnrolment } from '@gsis/contract';
import { Alert, App, Button, Form, Input, QRCode, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { saveFile } from '../api/download.ts';
import { useErrorText } from '../api/error-text.ts';
import { fieldRules } from './schema-rules.ts';
import './second-factor-setup.css';

/** The form's values: the app's first code, and what the caller's `extra` fields add. */
export type SetupValues = TotpConfirm & { rememberDevice?: boolean };

/** The key as people type it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function AppSetup({ enrolment, confirm, onCancel, cancelText, extra }: {
  enrolment: TotpEnrolment;
  /** Sends the app's first code (with what `extra` adds to the form); a refusal of the code is said at the field. */
  confirm: (values: SetupValues) => Promise<void>;
  onCancel: () => void;
  cancelText: string;
  /** Under the code field (the login page's "remember this browser"). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<SetupValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: SetupValues) => {
    setError(null);
    setBusy(true);
    try {
      await confirm(values);
    } catch (e) {
      // A code the app showed a moment too early or late, or mistyped: said at the field, which is emptied for the next.
      if (e instanceof ApiError && (e.code === ErrorCode.SECOND_FACTOR_WRONG || e.details?.fields?.length)) {
        form.setFields([{ name: 'code', value: '', errors: [errorText(e)] }]);
      } else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tfa-setup" data-testid="tfa-setup-panel">
      <ol className="tfa-steps">
        <li>
          <p className="tfa-step">{t('secondFactor.scan')}</p>
          <div className="tfa-qr">
            {/* antd hands aria-* to the canvas, which is the image. */}
            <QRCode value={enrolment.uri} bordered={false} aria-label={t('secondFactor.qrLabel')} data-testid="tfa-qr" />
          </div>
          <p className="tfa-note">{t('secondFactor.typeKey')}</p>
          <Typography.Text copyable={{ text: enrolment.secret }} className="tfa-secret">
            <span data-testid="tfa-secret">{grouped(enrolment.secret)}</span>
          </Typography.Text>
        </li>
        <li>
          <Form<SetupValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} onValuesChange={() => setError(null)} requiredMark={false} disabled={busy}>
            <Form.Item
              name="code"
              label={t('secondFactor.code')}
              rules={fieldRules(TotpConfirm.shape.code, { required: t('secondFactor.codeRequired'), format: t('secondFactor.codeInvalid') })}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" spellCheck={false} className="tfa-code" data-testid="tfa-code" />
            </Form.Item>
            {extra}
            {error ? <Alert type="error" showIcon role="alert" title={error} className="tfa-alert" data-testid="tfa-confirm-error" /> : null}
            <div className="tfa-actions">
              <Button onClick={onCancel} data-testid="tfa-cancel">{cancelText}</Button>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="tfa-confirm">{t('secondFactor.confirm')}</Button>
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}

/** The recovery codes just made, shown this once under `title`, to copy or keep as a file; `onDone` once kept. */
export function RecoveryCodesList({ codes, title, loginId, onDone }: { codes: string[]; title: string; loginId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const text = `${t('secondFactor.fileHeading', { id: loginId })}\n\n${codes.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => void message.success(t('secondFactor.copied')),
      () => void message.error(t('secondFactor.copyFailed')),
    );

  return (
    <div className="tfa-codes-panel" data-testid="tfa-codes">
      <Alert type="success" showIcon role="status" title={title} className="tfa-alert" />
      <h3 className="tfa-subtitle">{t('secondFactor.codesTitle')}</h3>
      <p className="tfa-note tfa-step">{t('secondFactor.codesIntro')}</p>
      <ul className="tfa-codes" aria-label={t('secondFactor.codesTitle')}>
        {codes.map((code) => <li key={code}><code data-testid="tfa-recovery-code">{code}</code></li>)}
      </ul>
      <Alert type="warning" showIcon role="status" title={t('secondFactor.codesOnce')} className="tfa-alert" />
      <div className="tfa-actions tfa-code-actions">
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="tfa-copy">{t('secondFactor.copy')}</Button>
        <Button icon={<DownloadOutlined />} onClick={() => saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'gsis-recovery-codes.txt')} data-testid="tfa-download">
          {t('secondFactor.download')}
        </Button>
        <Button type="primary" onClick={onDone} data-testid="tfa-done">{t('secondFactor.done')}</Button>
      </div>
    </div>
  );
}
