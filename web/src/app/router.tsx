// The route table: it mirrors the seed's routes (section 2), its paths those of ui/pages.ts. A page one feature file
// draws alone is an entry of ui/pages.ts's site map, loaded from there (featurePages); this table writes out the rest.
// Features never import one another: where a page shows another feature's part, this table hands it in (the home
// page's recent searches), and pages that share a top get it from a layout route (My Library's tabs).
import { STAT_SCREENS, type ResolvedModel } from '@gsis/contract';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell, PageSkeleton } from './layout/AppShell.tsx';
import { RouteErrorPage, NotFoundPage } from './errors/ErrorPages.tsx';
import { accessTokenGuard, dxpGuard, requireLogin } from './guards.ts';
import { withChunkTimeout } from './lazy.ts';
import { KIT_PAGES } from './pwa/kit-pages.ts';
import { whenMenuHeld } from './menu-gate.tsx';
import { FEATURE_PAGES, PAGE_PATHS, pages } from '../ui/pages.ts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await withChunkTimeout(load)).default }),
});

/** The files that draw a page alone (ui/pages.ts names them); each loads when its page is first opened. */
const PAGE_FILES = import.meta.glob<Record<string, React.ComponentType>>('../features/*/*Page.tsx');

/** The routes of the pages ui/pages.ts gives a file, of one kind (public, login required, framed by My Library). */
function featurePages(kind: (entry: (typeof FEATURE_PAGES)[number]) => boolean | undefined): RouteObject[] {
  return FEATURE_PAGES.filter(kind).map(({ name, path, page: entry, routeId }) => {
    const [file, exported = 'default'] = entry.split('#') as [string, string?];
    const load = PAGE_FILES[`../features/${file}.tsx`];
    // A misspelt file would only fail when its page is opened: refuse to start instead (the journeys start the app).
    if (!load) throw new Error(`ui/pages.ts: the page ${name} names features/${file}.tsx, which is no page file`);
    return {
      path, ...(routeId ? { id: routeId } : {}),
      ...page(async () => {
        const module = await load();
        if (!module[exported]) throw new Error(`features/${file}.tsx has no export ${exported}`);
        return { default: module[exported] };
      }),
    };
  });
}

/** A page given `parts` of other features as its props; page and parts load side by side. */
const composed = <P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>, parts: () => Promise<P>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Page }, props] = await Promise.all([withChunkTimeout(load), withChunkTimeout(parts)]);
    return { Component: () => <Page {...props} /> };
  },
});

/**
 * The pages that need a login (seed: "Login required"): nobody signed in → /login, and back once signed in. The check
 * runs at every navigation to one of them, as it did when each page had the loader: another page, other parameters or
 * query, or a link to the page shown.
 */
const loginRequired = (children: RouteObject[]): RouteObject => ({
  loader: requireLogin,
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
  children,
});

export const routes: RouteObject[] = [
  {
    // The shell has no loader and loads nothing of its own, so it is drawn at once, header and all, while the first
    // page's code is on its way (the route below shows the page's skeleton meanwhile): a route with a loader or a
    // lazy part is not drawn until the first navigation ends, and would put a bare fallback in the header's place.
    path: '/',
    element: <AppShell />,
    // What the shell itself could not load (the page frame's chunk): the error page, in place of the whole app.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PageSkeleton />,
        loader: accessTokenGuard,
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
        children: [
          { index: true, loader: () => redirect(pages.main()) },
          {
            path: PAGE_PATHS.main,
            ...composed(() => import('../features/home/HomePage.tsx'), async () => {
              const [{ RecentSearches }, { NoticePopups }, { UpdatedBookmarks }, { FieldKitsCard }] = await Promise.all([
                import('../features/search/RecentSearches.tsx'), import('../features/notices/NoticePopups.tsx'), import('../features/bookmarks/new-versions.tsx'),
                import('../features/kits/KitsPage.tsx'),
              ]);
              return { lead: <FieldKitsCard />, aside: <><UpdatedBookmarks /><RecentSearches /></>, popups: <NoticePopups /> };
            }),
          },
          ...featurePages((entry) => !entry.login),
          { path: PAGE_PATHS.dxpTsg, loader: dxpGuard, ...page(() => import('../features/tsg/TsgPage.tsx')) },
          {
            // The seed's /search with its three tabs; `pdf` is the named results route (?searchWord=…). Without a
            // network, a search goes to the reader's field kits instead.
            path: PAGE_PATHS.search, ...page(() => import('../features/search/SearchPage.tsx')),
            loader: ({ request }) => (navigator.onLine ? null : redirect(pages.kits.search({ q: new URL(request.url).searchParams.get('searchWord') ?? '' }))),
            children: [
              { index: true, loader: ({ request }) => redirect(`${PAGE_PATHS.searchPdf}${new URL(request.url).search}`) },
              {
                // A model the search resolved can be taken offline from here.
                path: PAGE_PATHS.searchIndex, id: 'searchIndex',
                ...composed(() => import('../features/search/IndexResults.tsx'), async () => {
                  const { TakeOfflineButton, machineOfSearch } = await import('../features/kits/TakeOffline.tsx');
                  return { modelAction: ({ model, word }: { model: ResolvedModel; word: string }) => <TakeOfflineButton size="small" machine={machineOfSearch(model, word)} /> };
                }),
              },
              {
                // A fault code searched on the PDF tab shows its troubleshooting guides first.
                path: PAGE_PATHS.searchPdf, id: 'pdf',
                ...composed(() => import('../features/search/TextResults.tsx'), async () => {
                  const { GuideLead } = await import('../features/tsg/GuideLead.tsx');
                  return { lead: whenMenuHeld('TSG', GuideLead) };
                }),
              },
              { path: PAGE_PATHS.searchWebhelp, id: 'searchWebhelp', ...page(() => import('../features/search/TextResults.tsx')) },
            ],
          },
          loginRequired([
            ...featurePages((entry) => entry.login && !entry.myLibrary),
            {
              path: PAGE_PATHS.tsg,
              ...composed(() => import('../features/tsg/TsgPage.tsx'), async () => {
                const { TakeOfflineButton } = await import('../features/kits/TakeOffline.tsx');
                return { guideAction: ({ modelId, model }: { modelId: number; model: string }) => <TakeOfflineButton size="small" machine={{ modelId, model }} /> };
              }),
            },
            {
              path: PAGE_PATHS.documentView,
              ...composed(() => import('../features/reading/DocumentViewPage.tsx'), async () => {
                const [{ FeedbackButton }, { RequestAccess }, { TakeOfflineButton }] = await Promise.all([
                  import('../features/feedback/FeedbackButton.tsx'), import('../features/access-requests/RequestAccess.tsx'), import('../features/kits/TakeOffline.tsx'),
                ]);
                // A document names its models: the dialog starts from the first, the reader picks the machine.
                const modelsAction = ({ models }: { models: string[] }) => <TakeOfflineButton size="small" word={models[0]!} />;
                return { readerActions: [FeedbackButton], lockedActions: RequestAccess, modelsAction };
              }),
            },
            {
              // My Library: each page draws the heading and tabs this layout hands it.
              ...page(() => import('./layout/MyLibraryLayout.tsx')),
              children: [
                ...featurePages((entry) => entry.myLibrary),
                { path: PAGE_PATHS.myKits, ...page(KIT_PAGES.list) },
              ],
            },
            // Field kits, read from the device: these pages work without a network.
            { path: PAGE_PATHS.kitSearch, ...page(KIT_PAGES.search) },
            { path: PAGE_PATHS.kit, ...page(KIT_PAGES.kit) },
            {
              path: PAGE_PATHS.kitDocument,
              ...composed(KIT_PAGES.document, async () => {
                const [{ PdfViewer }, { RateDocument }] = await Promise.all([KIT_PAGES.viewer(), KIT_PAGES.feedback()]);
                return { Viewer: PdfViewer, Feedback: RateDocument };
              }),
            },
            { path: PAGE_PATHS.kitGuide, ...composed(KIT_PAGES.guide, async () => ({ Guide: (await KIT_PAGES.article()).GuideArticle })) },
            { path: PAGE_PATHS.kitSymbols, ...page(KIT_PAGES.symbols) },
            { path: PAGE_PATHS.kitChanges, ...composed(KIT_PAGES.changes, async () => ({ View: (await KIT_PAGES.changesView()).WhatChangedView })) },
            {
              path: PAGE_PATHS.productList,
              ...composed(() => import('../features/catalogue/ProductListPage.tsx'), async () => {
                const { ModelGuideLink, ModelSymbolsLink } = await import('../features/tsg/model-links.tsx');
                const Guides = whenMenuHeld('TSG', ModelGuideLink);
                const Symbols = whenMenuHeld(['TSG', 'SYMBOL_LIBRARY'], ModelSymbolsLink);
                return { modelLinks: (props: { model: { id: number; code: string } }) => <><Guides {...props} /><Symbols {...props} /></> };
              }),
            },
            {
              path: PAGE_PATHS.users,
              ...composed(() => import('../features/users/UserListPage.tsx'), async () => {
                const [{ PendingAccessRequests }, { KitExpirySetting }] = await Promise.all([
                  import('../features/access-requests/AccessRequestsPage.tsx'), import('../features/kits/KitsManagePage.tsx'),
                ]);
                return { aside: <><PendingAccessRequests /><KitExpirySetting /></> };
              }),
            },
            {
              path: PAGE_PATHS.userDetail,
              ...composed(() => import('../features/users/UserDetailPage.tsx'), async () => ({ cards: (await import('../features/kits/KitsManagePage.tsx')).UserKitsCard })),
            },
            {
              path: PAGE_PATHS.manageContact,
              ...composed(() => import('../features/contact/ContactManagePage.tsx'), async () => {
                const { ContactClassList } = await import('../features/support-classes/ClassListPage.tsx');
                return { classes: <ContactClassList /> };
              }),
            },
            ...STAT_SCREENS.map((screen) => ({
              path: pages.statistics(screen),
              ...page(() => import('../features/statistics/StatisticsPage.tsx').then(({ StatisticsPage }) => ({ default: () => <StatisticsPage screen={screen} /> }))),
            })),
            // Any other address under My Library or the management asks for a login before it says there is no such page.
            { path: '/mylibrary/*', element: <NotFoundPage /> },
            { path: '/management/*', element: <NotFoundPage /> },
          ]),
          { path: PAGE_PATHS.errorPage, id: 'errorPage', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
