// The two kinds of Support classification and where each lives: its calls (the contract's), its pages, and how
// deep it goes.
import { contactClassesApi, qnaClassesApi, SUPPORT_CLASS_DEPTH, type SupportClassKind } from '@gsis/contract';

export interface ClassKind {
  kind: SupportClassKind;
  api: typeof qnaClassesApi | typeof contactClassesApi;
  list: string;
  form: string;
  managers: string;
  /** Whether a classification can have others under it. */
  nested: boolean;
}

export const CLASS_KINDS: Record<SupportClassKind, ClassKind> = {
  QNA: {
    kind: 'QNA', api: qnaClassesApi, nested: SUPPORT_CLASS_DEPTH.QNA > 1,
    list: '/management/support/qna/cls', form: '/management/support/qna/cls/form', managers: '/management/support/qna/cls/manager',
  },
  CONTACT: {
    kind: 'CONTACT', api: contactClassesApi, nested: SUPPORT_CLASS_DEPTH.CONTACT > 1,
    list: '/management/support/contact?tab=classes', form: '/management/support/contact/cls/form', managers: '/management/support/contact/cls/manager',
  },
};
