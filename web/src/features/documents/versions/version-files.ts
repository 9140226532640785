// What a version's file may be (a PDF, or web help as a zip), and what to tell the admin when one is refused.
import { PUBLISH_TYPES, type VersionItem } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useLibT } from '../shared.tsx';

export const KINDS: Record<VersionItem['publishType'], { accept: string; pattern: RegExp }> = {
  PDF: { accept: '.pdf,application/pdf', pattern: /\.pdf$/i },
  WEBHELP: { accept: '.zip,application/zip', pattern: /\.zip$/i },
};

/** The publication type a file's name says it is (a PDF, or web help as a zip), if either. */
export function kindOfName(name: string): VersionItem['publishType'] | undefined {
  return PUBLISH_TYPES.find((p) => KINDS[p].pattern.test(name));
}

/** What to tell the admin when a file is refused, here or by the server, joined as common's `refusal.*` says. */
export function useFileRefusals() {
  const { t, i18n } = useLibT();
  const { t: te } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const notAllowed = (reason: string) => tc('refusal.withReason', { error: te('FILE_NOT_ALLOWED'), reason });
  return {
    wrongKind: (publishType: VersionItem['publishType']) => notAllowed(t(publishType === 'PDF' ? 'upload.needPdf' : 'upload.needZip')),
    several: () => te('ONE_AT_A_TIME'),
    folder: () => notAllowed(t('upload.reasons.FOLDER')),
    ofServer: (error: unknown): string => {
      if (!(error instanceof ApiError)) return te('CONTACT_MANAGER');
      const reason = error.details?.reason;
      if (error.code === 'FILE_NOT_ALLOWED') {
        return notAllowed(reason && i18n.exists(`upload.reasons.${reason}`, { ns: 'documents' }) ? t(`upload.reasons.${reason}`) : t('upload.reasons.OTHER'));
      }
      if (error.code === 'PAYLOAD_TOO_LARGE') return tc('refusal.withAdvice', { error: te('PAYLOAD_TOO_LARGE'), advice: t('upload.tooLarge') });
      return te(error.code);
    },
  };
}
