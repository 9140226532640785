// What a layout route of the shell hands the pages under it to draw at their top (My Library's heading
// and tabs, app/layout/MyLibraryLayout.tsx): the page keeps its own frame and puts this first inside it,
// without knowing where it comes from.
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';

export interface PageTopContext { pageTop?: ReactNode }

/** The top the layout route above hands this page; nothing when there is none. */
export function usePageTop(): ReactNode {
  return useOutletContext<PageTopContext | undefined>()?.pageTop ?? null;
}
