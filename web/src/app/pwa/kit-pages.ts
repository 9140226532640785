// What a field kit needs on the device besides its data, so that it opens without a network: the code of the pages
// that show a kit (and the library's viewer and troubleshooting's guide they are drawn with), the translations those
// pages use in the reader's language, and the font slices of the kit's languages' scripts. The service worker keeps
// every file of the app it serves (/assets/, cache first), so fetching them once while online is enough: that is
// done when a kit has been taken (the kits feature announces it, KIT_READY_EVENT) and at every start on a device
// that keeps kits. The route table loads the same modules through KIT_PAGES.
import { KIT_READY_EVENT, type KitReadyDetail } from '../../features/kits/kit-marker.ts';
import i18n from '../../i18n/i18n.ts';
import { keepLoadedAppFiles } from './app-updates.ts';
import { keepScriptFontsOffline } from '../../i18n/fonts.ts';

export const KIT_PAGES = {
  search: () => import('../../features/kits/KitSearchPage.tsx'),
  kit: () => import('../../features/kits/KitPage.tsx'),
  document: () => import('../../features/kits/KitDocumentPage.tsx'),
  viewer: () => import('../../features/reading/PdfViewer.tsx'),
  feedback: () => import('../../features/feedback/FeedbackButton.tsx'),
  guide: () => import('../../features/kits/KitGuidePage.tsx'),
  article: () => import('../../features/tsg/GuideView.tsx'),
  symbols: () => import('../../features/kits/KitSymbolsPage.tsx'),
  changes: () => import('../../features/kits/KitChangesPage.tsx'),
  changesView: () => import('../../features/reading/WhatChangedPage.tsx'),
  list: () => import('../../features/kits/KitsPage.tsx'),
};

/** The namespaces those pages speak. */
const KIT_NAMESPACES = ['kits', 'reading', 'tsg', 'bookmarks', 'feedback', 'notices'];

/** The languages whose pages, translations and fonts this page has kept already. */
const kept = new Set<string>();

export async function keepKitPagesOffline(languages: readonly string[]): Promise<void> {
  const wanted = [i18n.language, ...languages].filter((language) => !kept.has(language));
  if (wanted.length === 0) return;
  await Promise.all(Object.values(KIT_PAGES).map((load) => load().catch(() => undefined)));
  await KIT_PAGES.viewer().then((viewer) => viewer.preparePdfViewer()).catch(() => undefined);
  await i18n.loadNamespaces(KIT_NAMESPACES).catch(() => undefined);
  await keepScriptFontsOffline(wanted);
  keepLoadedAppFiles();
  // Kept once all of it was asked for (a round cut short by the network is done again at the next one).
  for (const language of wanted) kept.add(language);
}

/** Listens for kits taken (or found at start) and keeps what they need. */
export function keepKitPagesWhenKitsAre(): void {
  window.addEventListener(KIT_READY_EVENT, (event) => {
    void keepKitPagesOffline((event as CustomEvent<KitReadyDetail>).detail.languages);
  });
}
