// Answers several features read alike: the Q&A classifications in use (FAQ tabs and forms, Q&A lists and
// forms), named in the reader's language, and how a choice of them is drawn.
import { qnaClassesApi, type SupportClassChoice } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from './endpoints.ts';

export function useQnaClassChoices() {
  const { i18n } = useTranslation();
  return useEndpointQuery(qnaClassesApi.choices, undefined, { select: (data) => data.items, dependsOn: [i18n.language] });
}

/** The choices of a select: children under their parent, marked so. */
export const classOptions = (items: SupportClassChoice[] | undefined) =>
  (items ?? []).map((c) => ({ value: c.classId, label: c.parentId === null ? c.label : `— ${c.label}` }));
