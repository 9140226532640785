// The two kinds of Support classification and where each lives: its calls (the contract's), its pages, and how
// deep it goes.
import { contactClassesApi, qnaClassesApi, SUPPORT_CLASS_DEPTH, type SupportClassKind } from '@gsis/contract';
import { pages } from '../../ui/pages.ts';

export interface ClassKind {
  kind: SupportClassKind;
  api: typeof qnaClassesApi | typeof contactClassesApi;
  list: () => string;
  /** The form of a classification, or of a new one (under `parentId`, when given). */
  form: (of?: { id?: number; parentId?: number }) => string;
  managers: (id: number) => string;
  /** Whether a classification can have others under it. */
  nested: boolean;
}

export const CLASS_KINDS: Record<SupportClassKind, ClassKind> = {
  QNA: { kind: 'QNA', api: qnaClassesApi, nested: SUPPORT_CLASS_DEPTH.QNA > 1, ...pages.supportClasses.QNA },
  CONTACT: { kind: 'CONTACT', api: contactClassesApi, nested: SUPPORT_CLASS_DEPTH.CONTACT > 1, ...pages.supportClasses.CONTACT },
};
