// The error a failed call left, shown where the reader is looking; only its code goes through t().
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../api/error-text.ts';
import './error-alert.css';

/** Nothing while there is no error; `onClose` makes it closable. */
export function ErrorAlert({ error, onClose, className = 'catalogue-error', testId = 'catalogue-error' }: {
  error: unknown; onClose?: () => void; className?: string; testId?: string;
}) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <Alert type="error" showIcon title={t(code)} className={className} role="alert" data-testid={testId}
      {...(onClose ? { closable: { onClose } } : {})} />
  );
}
