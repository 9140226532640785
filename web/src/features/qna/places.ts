// Where Q&A is read: the Support board, My Library's My Q&A (the reader's own) and its management; each
// place's list, question and form addresses, and the lists it shows.
import type { QnaTab } from '@gsis/contract';
import { useTranslation } from 'react-i18next';

export interface QnaPlace {
  key: 'board' | 'mine' | 'manage';
  list: string;
  detail: string;
  form: string;
  tabs: readonly QnaTab[];
  /** Lists that need a signed-in reader. */
  signedInTabs: readonly QnaTab[];
}

export const PLACES: Record<QnaPlace['key'], QnaPlace> = {
  board: { key: 'board', list: '/support/qna', detail: '/support/qna/detail', form: '/support/qna/form', tabs: ['ANSWERED', 'ANSWERING', 'TO_ANSWER'], signedInTabs: ['TO_ANSWER'] },
  mine: { key: 'mine', list: '/mylibrary/myqna', detail: '/mylibrary/myqna/detail', form: '/mylibrary/myqna/form', tabs: ['MINE'], signedInTabs: ['MINE'] },
  manage: { key: 'manage', list: '/management/support/qna', detail: '/management/support/qna/detail', form: '/management/support/qna/form', tabs: ['ANSWERING', 'ANSWERED', 'TO_ANSWER'], signedInTabs: [] },
};

export const useQnaT = () => useTranslation('qna');
