// How a failed call reads: only the catalogue code comes from the server, the words from i18n.
import { ErrorCode } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from './client.ts';

/** The catalogue code of any failure; what did not come from the server counts as CONTACT_MANAGER. */
export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : ErrorCode.CONTACT_MANAGER;
}

/** A failed call in the reader's language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => t(errorCodeOf(error));
}
