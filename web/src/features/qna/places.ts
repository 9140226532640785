// Where Q&A is read: the Support board, My Library's My Q&A (the reader's own) and its management; each
// place's list, question and form addresses, and the lists it shows.
import type { QnaTab } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { pages } from '../../ui/pages.ts';

export interface QnaPlace {
  key: 'board' | 'mine' | 'manage';
  /** The list, with the filters it was left with (a location's search). */
  list: (kept?: string) => string;
  detail: (id: number) => string;
  /** Where a question is written (the board's, My Q&A's) or answered (the management's). */
  form: (id?: number) => string;
  tabs: readonly QnaTab[];
  /** Lists that need a signed-in reader. */
  signedInTabs: readonly QnaTab[];
}

export const PLACES: Record<QnaPlace['key'], QnaPlace> = {
  board: { key: 'board', ...pages.qna.board, tabs: ['ANSWERED', 'ANSWERING', 'TO_ANSWER'], signedInTabs: ['TO_ANSWER'] },
  mine: { key: 'mine', ...pages.qna.mine, tabs: ['MINE'], signedInTabs: ['MINE'] },
  manage: { key: 'manage', ...pages.qna.manage, tabs: ['ANSWERING', 'ANSWERED', 'TO_ANSWER'], signedInTabs: [] },
};

export const useQnaT = () => useTranslation('qna');
