// The route table: it mirrors the seed's routes (section 2). Screens that later work builds are listed
// with their guards and show the error page until they exist. Features never import one another: where a
// page shows another feature's part, this table hands it in (the home page's recent searches), and pages
// that share a top get it from a layout route (My Library's tabs).
import { STAT_SCREENS, type ResolvedModel } from '@gsis/contract';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell, PageSkeleton } from './layout/AppShell.tsx';
import { RouteErrorPage, NotFoundPage } from './errors/ErrorPages.tsx';
import { accessTokenGuard, dxpGuard, requireLogin } from './guards.ts';
import { withChunkTimeout } from './lazy.ts';
import { KIT_PAGES } from './pwa/kit-pages.ts';
import { whenMenuHeld } from './menu-gate.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await withChunkTimeout(load)).default }),
});

/** A page given `parts` of other features as its props; page and parts load side by side. */
const composed = <P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>, parts: () => Promise<P>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Page }, props] = await Promise.all([withChunkTimeout(load), withChunkTimeout(parts)]);
    return { Component: () => <Page {...props} /> };
  },
});

/** Routes that need a login (seed: "Login required"), whose screens are not built yet. */
const LOGIN_REQUIRED_PENDING = [
  '/mylibrary/*', '/management/*',
];

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
          { index: true, loader: () => redirect('/main') },
          {
            path: 'main',
            ...composed(() => import('../features/home/HomePage.tsx'), async () => {
              const [{ RecentSearches }, { NoticePopups }, { UpdatedBookmarks }, { FieldKitsCard }] = await Promise.all([
                import('../features/search/RecentSearches.tsx'), import('../features/notices/NoticePopups.tsx'), import('../features/bookmarks/new-versions.tsx'),
                import('../features/kits/KitsPage.tsx'),
              ]);
              return { lead: <FieldKitsCard />, aside: <><UpdatedBookmarks /><RecentSearches /></>, popups: <NoticePopups /> };
            }),
          },
          { path: 'login', ...page(() => import('../features/login/LoginPage.tsx')) },
          { path: 'signup', ...page(() => import('../features/signup/SignupPage.tsx')) },
          { path: 'validatemail/:param', ...page(() => import('../features/signup/ValidateMailPage.tsx')) },
          { path: 'forgot/id', ...page(() => import('../features/forgot/ForgotIdPage.tsx')) },
          { path: 'forgot/password', ...page(() => import('../features/forgot/ForgotPasswordPage.tsx')) },
          { path: 'support/notice', ...page(() => import('../features/notices/NoticeListPage.tsx')) },
          { path: 'support/notice/detail', ...page(() => import('../features/notices/NoticeDetailPage.tsx')) },
          { path: 'support/contactus', ...page(() => import('../features/contact/ContactPage.tsx')) },
          { path: 'support/qna', ...page(() => import('../features/qna/QnaListPage.tsx')) },
          { path: 'support/qna/detail', loader: requireLogin, ...page(() => import('../features/qna/QnaDetailPage.tsx')) },
          { path: 'support/qna/form', loader: requireLogin, ...page(() => import('../features/qna/QnaFormPage.tsx')) },
          { path: 'support/faq', ...page(() => import('../features/faq/FaqPage.tsx')) },
          { path: 'footer/privacypolice', ...page(() => import('../features/legal/PrivacyPage.tsx')) },
          { path: 'footer/termsofuse', ...page(() => import('../features/legal/TermsPage.tsx')) },
          { path: 'footer/legalnotice', ...page(() => import('../features/legal/LegalNoticePage.tsx')) },
          { path: 'dxp-tsg', loader: dxpGuard, ...page(() => import('../features/tsg/TsgPage.tsx')) },
          {
            path: 'tsg', loader: requireLogin,
            ...composed(() => import('../features/tsg/TsgPage.tsx'), async () => {
              const { TakeOfflineButton } = await import('../features/kits/TakeOffline.tsx');
              return { guideAction: ({ modelId, model }: { modelId: number; model: string }) => <TakeOfflineButton size="small" machine={{ modelId, model }} /> };
            }),
          },
          { path: 'management/library/doctype', loader: requireLogin, ...page(() => import('../features/catalogue/DocTypePage.tsx')) },
          { path: 'management/library/product', loader: requireLogin, ...page(() => import('../features/catalogue/ProductPage.tsx')) },
          { path: 'management/library/region', loader: requireLogin, ...page(() => import('../features/catalogue/RegionPage.tsx')) },
          {
            // The seed's /search with its three tabs; `pdf` is the named results route (?searchWord=…). Without a
            // network, a search goes to the reader's field kits instead.
            path: 'search', ...page(() => import('../features/search/SearchPage.tsx')),
            loader: ({ request }) => (navigator.onLine ? null : redirect(`/kit/search?q=${encodeURIComponent(new URL(request.url).searchParams.get('searchWord') ?? '')}`)),
            children: [
              { index: true, loader: ({ request }) => redirect(`/search/pdf${new URL(request.url).search}`) },
              {
                // A model the search resolved can be taken offline from here.
                path: 'index', id: 'searchIndex',
                ...composed(() => import('../features/search/IndexResults.tsx'), async () => {
                  const { TakeOfflineButton, machineOfSearch } = await import('../features/kits/TakeOffline.tsx');
                  return { modelAction: ({ model, word }: { model: ResolvedModel; word: string }) => <TakeOfflineButton size="small" machine={machineOfSearch(model, word)} /> };
                }),
              },
              {
                // A fault code searched on the PDF tab shows its troubleshooting guides first.
                path: 'pdf', id: 'pdf',
                ...composed(() => import('../features/search/TextResults.tsx'), async () => {
                  const { GuideLead } = await import('../features/tsg/GuideLead.tsx');
                  return { lead: whenMenuHeld('TSG', GuideLead) };
                }),
              },
              { path: 'webhelp', id: 'searchWebhelp', ...page(() => import('../features/search/TextResults.tsx')) },
            ],
          },
          { path: 'document/list', loader: requireLogin, ...page(() => import('../features/library/DocumentListPage.tsx')) },
          {
            path: 'document/view/:documentId', loader: requireLogin,
            ...composed(() => import('../features/library/DocumentViewPage.tsx'), async () => {
              const [{ FeedbackButton }, { RequestAccess }, { searchUrl }, { TakeOfflineButton }] = await Promise.all([
                import('../features/feedback/FeedbackButton.tsx'), import('../features/access-requests/RequestAccess.tsx'), import('../features/search/shared.ts'),
                import('../features/kits/TakeOffline.tsx'),
              ]);
              // A document names its models: the dialog starts from the first, the reader picks the machine.
              const modelsAction = ({ models }: { models: string[] }) => <TakeOfflineButton size="small" word={models[0]!} />;
              return { readerActions: [FeedbackButton], lockedActions: RequestAccess, modelSearch: (model: string) => searchUrl('index', model), modelsAction };
            }),
          },
          { path: 'document/changes/:versionId', loader: requireLogin, ...page(() => import('../features/library/WhatChangedPage.tsx')) },
          {
            // My Library: each page draws the heading and tabs this layout hands it.
            ...page(() => import('./layout/MyLibraryLayout.tsx')),
            children: [
              { path: 'mylibrary/bookmarks', id: 'bookmarksList', loader: requireLogin, ...page(() => import('../features/bookmarks/BookmarksPage.tsx')) },
              { path: 'mylibrary/bookmarks/management', loader: requireLogin, ...page(() => import('../features/bookmarks/FolderManagementPage.tsx')) },
              { path: 'mylibrary/myinfo', loader: requireLogin, ...page(() => import('../features/myinfo/MyInfoPage.tsx')) },
              { path: 'mylibrary/myqna', loader: requireLogin, ...page(() => import('../features/qna/QnaListPage.tsx').then((m) => ({ default: m.MyQnaPage }))) },
              { path: 'mylibrary/myqna/detail', loader: requireLogin, ...page(() => import('../features/qna/QnaDetailPage.tsx').then((m) => ({ default: m.MyQnaDetailPage }))) },
              { path: 'mylibrary/myqna/form', loader: requireLogin, ...page(() => import('../features/qna/QnaFormPage.tsx').then((m) => ({ default: m.MyQnaFormPage }))) },
              { path: 'mylibrary/feedback', loader: requireLogin, ...page(() => import('../features/feedback/MyFeedbackPage.tsx')) },
              { path: 'mylibrary/access', loader: requireLogin, ...page(() => import('../features/access-requests/MyAccessRequestsPage.tsx')) },
              { path: 'mylibrary/help', loader: requireLogin, ...page(() => import('../features/help/HelpPage.tsx')) },
              { path: 'mylibrary/kits', loader: requireLogin, ...page(KIT_PAGES.list) },
            ],
          },
          // Field kits, read from the device: these pages work without a network.
          { path: 'kit/search', loader: requireLogin, ...page(KIT_PAGES.search) },
          { path: 'kit/:kitId', loader: requireLogin, ...page(KIT_PAGES.kit) },
          {
            path: 'kit/:kitId/document/:versionId', loader: requireLogin,
            ...composed(KIT_PAGES.document, async () => {
              const [{ PdfViewer }, { RateDocument }] = await Promise.all([KIT_PAGES.viewer(), KIT_PAGES.feedback()]);
              return { Viewer: PdfViewer, Feedback: RateDocument };
            }),
          },
          { path: 'kit/:kitId/guide/:guideId', loader: requireLogin, ...composed(KIT_PAGES.guide, async () => ({ Guide: (await KIT_PAGES.article()).GuideArticle })) },
          { path: 'kit/:kitId/symbols', loader: requireLogin, ...page(KIT_PAGES.symbols) },
          { path: 'kit/:kitId/changes/:versionId', loader: requireLogin, ...composed(KIT_PAGES.changes, async () => ({ View: (await KIT_PAGES.changesView()).WhatChangedView })) },
          { path: 'management/library/document', loader: requireLogin, ...page(() => import('../features/library-admin/DocumentListPage.tsx')) },
          { path: 'management/library/document/new', loader: requireLogin, ...page(() => import('../features/library-admin/DocumentFormPage.tsx')) },
          { path: 'management/library/document/details', loader: requireLogin, ...page(() => import('../features/library-admin/DocumentFormPage.tsx')) },
          { path: 'management/library/pdf', loader: requireLogin, ...page(() => import('../features/library-admin/WatermarkPage.tsx')) },
          {
            path: 'product/list', loader: requireLogin,
            ...composed(() => import('../features/catalogue/ProductListPage.tsx'), async () => {
              const { ModelGuideLink, ModelSymbolsLink } = await import('../features/tsg/model-links.tsx');
              const Guides = whenMenuHeld('TSG', ModelGuideLink);
              const Symbols = whenMenuHeld(['TSG', 'SYMBOL_LIBRARY'], ModelSymbolsLink);
              return { modelLinks: (props: { model: { id: number; code: string } }) => <><Guides {...props} /><Symbols {...props} /></> };
            }),
          },
          { path: 'symbollibrary', loader: requireLogin, ...page(() => import('../features/symbols/SymbolLibraryPage.tsx')) },
          { path: 'management/library/symbollibrary', loader: requireLogin, ...page(() => import('../features/symbols/SymbolManagePage.tsx')) },
          { path: 'management/library/tsg', loader: requireLogin, ...page(() => import('../features/tsg/GuideManagePage.tsx')) },
          { path: 'management/library/tsg/new', loader: requireLogin, ...page(() => import('../features/tsg/GuideFormPage.tsx')) },
          {
            path: 'management/user', loader: requireLogin,
            ...composed(() => import('../features/users/UserListPage.tsx'), async () => {
              const [{ PendingAccessRequests }, { KitExpirySetting }] = await Promise.all([
                import('../features/access-requests/AccessRequestsPage.tsx'), import('../features/kits/ManagedKits.tsx'),
              ]);
              return { aside: <><PendingAccessRequests /><KitExpirySetting /></> };
            }),
          },
          { path: 'management/user/access', loader: requireLogin, ...page(() => import('../features/access-requests/AccessRequestsPage.tsx')) },
          {
            path: 'management/user/detail', loader: requireLogin,
            ...composed(() => import('../features/users/UserDetailPage.tsx'), async () => ({ cards: (await import('../features/kits/ManagedKits.tsx')).UserKitsCard })),
          },
          { path: 'management/role', loader: requireLogin, ...page(() => import('../features/roles/RoleListPage.tsx')) },
          { path: 'management/role/user', loader: requireLogin, ...page(() => import('../features/roles/RoleUserPage.tsx')) },
          { path: 'management/menu', loader: requireLogin, ...page(() => import('../features/menus/MenuListPage.tsx')) },
          { path: 'management/menu/role/list', loader: requireLogin, ...page(() => import('../features/menus/MenuRolePage.tsx')) },
          { path: 'management/support/notice', loader: requireLogin, ...page(() => import('../features/notices/NoticeListPage.tsx').then((m) => ({ default: m.NoticeManagePage }))) },
          { path: 'management/support/notice/detail', loader: requireLogin, ...page(() => import('../features/notices/NoticeDetailPage.tsx').then((m) => ({ default: m.NoticeManageDetailPage }))) },
          { path: 'management/support/notice/form', loader: requireLogin, ...page(() => import('../features/notices/NoticeFormPage.tsx')) },
          { path: 'management/support/qna/cls', loader: requireLogin, ...page(() => import('../features/support-classes/ClassListPage.tsx').then((m) => ({ default: m.QnaClassListPage }))) },
          { path: 'management/support/qna/cls/form', loader: requireLogin, ...page(() => import('../features/support-classes/ClassFormPage.tsx').then((m) => ({ default: m.QnaClassFormPage }))) },
          { path: 'management/support/qna/cls/manager', loader: requireLogin, ...page(() => import('../features/support-classes/ClassManagerPage.tsx').then((m) => ({ default: m.QnaClassManagerPage }))) },
          {
            path: 'management/support/contact', loader: requireLogin,
            ...composed(() => import('../features/contact/ContactManagePage.tsx'), async () => {
              const { ContactClassList } = await import('../features/support-classes/ClassListPage.tsx');
              return { classes: <ContactClassList /> };
            }),
          },
          { path: 'management/support/contact/cls/form', loader: requireLogin, ...page(() => import('../features/support-classes/ClassFormPage.tsx').then((m) => ({ default: m.ContactClassFormPage }))) },
          { path: 'management/support/contact/cls/manager', loader: requireLogin, ...page(() => import('../features/support-classes/ClassManagerPage.tsx').then((m) => ({ default: m.ContactClassManagerPage }))) },
          { path: 'management/support/qna', loader: requireLogin, ...page(() => import('../features/qna/QnaListPage.tsx').then((m) => ({ default: m.QnaManagePage }))) },
          { path: 'management/support/qna/detail', loader: requireLogin, ...page(() => import('../features/qna/QnaDetailPage.tsx').then((m) => ({ default: m.QnaManageDetailPage }))) },
          { path: 'management/support/qna/form', loader: requireLogin, ...page(() => import('../features/qna/QnaDetailPage.tsx').then((m) => ({ default: m.QnaAnswerPage }))) },
          { path: 'management/support/faq', loader: requireLogin, ...page(() => import('../features/faq/FaqManagePage.tsx')) },
          { path: 'management/support/faq/form', loader: requireLogin, ...page(() => import('../features/faq/FaqFormPage.tsx')) },
          { path: 'management/support/feedback', loader: requireLogin, ...page(() => import('../features/feedback/FeedbackManagePage.tsx')) },
          { path: 'management/support/feedback/manager', loader: requireLogin, ...page(() => import('../features/feedback/FeedbackManagerPage.tsx')) },
          { path: 'management/support/relatedlink', loader: requireLogin, ...page(() => import('../features/related-links/RelatedLinkListPage.tsx')) },
          { path: 'management/support/relatedlink/form', loader: requireLogin, ...page(() => import('../features/related-links/RelatedLinkFormPage.tsx')) },
          { path: 'management/email/group', loader: requireLogin, ...page(() => import('../features/email/GroupListPage.tsx')) },
          { path: 'management/email/group/user', loader: requireLogin, ...page(() => import('../features/email/GroupUserPage.tsx')) },
          { path: 'management/email/template', loader: requireLogin, ...page(() => import('../features/email/TemplateListPage.tsx')) },
          { path: 'management/email/template/form', loader: requireLogin, ...page(() => import('../features/email/TemplateFormPage.tsx')) },
          { path: 'management/email/send', loader: requireLogin, ...page(() => import('../features/email/SendListPage.tsx')) },
          { path: 'management/email/send/form', loader: requireLogin, ...page(() => import('../features/email/SendFormPage.tsx')) },
          { path: 'management/email/send/mailbox', loader: requireLogin, ...page(() => import('../features/mailbox/MailboxPage.tsx')) },
          { path: 'management/menu/user/list', loader: requireLogin, ...page(() => import('../features/menus/MenuUserPage.tsx')) },
          ...STAT_SCREENS.map((screen) => ({
            path: `management/statistics/${screen}`, loader: requireLogin,
            ...page(() => import('../features/statistics/StatisticsPage.tsx').then(({ StatisticsPage }) => ({ default: () => <StatisticsPage screen={screen} /> }))),
          })),
          ...LOGIN_REQUIRED_PENDING.map((path) => ({ path: path.slice(1), loader: requireLogin, element: <NotFoundPage /> })),
          { path: 'errorPage', id: 'errorPage', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
