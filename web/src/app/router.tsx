// The route table: it mirrors the seed's routes (section 2), its paths those of ui/pages.ts, where features build
// their links to the same pages. Features never import one another: where a page shows another feature's part, this
// table hands it in (the home page's recent searches), and pages that share a top get it from a layout route (My
// Library's tabs).
import { STAT_SCREENS, type ResolvedModel } from '@gsis/contract';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell, PageSkeleton } from './layout/AppShell.tsx';
import { RouteErrorPage, NotFoundPage } from './errors/ErrorPages.tsx';
import { accessTokenGuard, dxpGuard, requireLogin } from './guards.ts';
import { withChunkTimeout } from './lazy.ts';
import { KIT_PAGES } from './pwa/kit-pages.ts';
import { whenMenuHeld } from './menu-gate.tsx';
import { PAGE_PATHS, pages } from '../ui/pages.ts';

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
          { path: PAGE_PATHS.login, ...page(() => import('../features/login/LoginPage.tsx')) },
          { path: PAGE_PATHS.signup, ...page(() => import('../features/signup/SignupPage.tsx')) },
          { path: PAGE_PATHS.validateMail, ...page(() => import('../features/signup/ValidateMailPage.tsx')) },
          { path: PAGE_PATHS.forgotId, ...page(() => import('../features/forgot/ForgotIdPage.tsx')) },
          { path: PAGE_PATHS.forgotPassword, ...page(() => import('../features/forgot/ForgotPasswordPage.tsx')) },
          { path: PAGE_PATHS.notices, ...page(() => import('../features/notices/NoticeListPage.tsx')) },
          { path: PAGE_PATHS.noticeDetail, ...page(() => import('../features/notices/NoticeDetailPage.tsx')) },
          { path: PAGE_PATHS.contact, ...page(() => import('../features/contact/ContactPage.tsx')) },
          { path: PAGE_PATHS.qna, ...page(() => import('../features/qna/QnaListPage.tsx')) },
          { path: PAGE_PATHS.faq, ...page(() => import('../features/faq/FaqPage.tsx')) },
          { path: PAGE_PATHS.privacy, ...page(() => import('../features/legal/PrivacyPage.tsx')) },
          { path: PAGE_PATHS.terms, ...page(() => import('../features/legal/TermsPage.tsx')) },
          { path: PAGE_PATHS.legalNotice, ...page(() => import('../features/legal/LegalNoticePage.tsx')) },
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
            { path: PAGE_PATHS.qnaDetail, ...page(() => import('../features/qna/QnaDetailPage.tsx')) },
            { path: PAGE_PATHS.qnaForm, ...page(() => import('../features/qna/QnaFormPage.tsx')) },
            {
              path: PAGE_PATHS.tsg,
              ...composed(() => import('../features/tsg/TsgPage.tsx'), async () => {
                const { TakeOfflineButton } = await import('../features/kits/TakeOffline.tsx');
                return { guideAction: ({ modelId, model }: { modelId: number; model: string }) => <TakeOfflineButton size="small" machine={{ modelId, model }} /> };
              }),
            },
            { path: PAGE_PATHS.manageDocTypes, ...page(() => import('../features/catalogue/DocTypePage.tsx')) },
            { path: PAGE_PATHS.manageProducts, ...page(() => import('../features/catalogue/ProductPage.tsx')) },
            { path: PAGE_PATHS.manageRegions, ...page(() => import('../features/catalogue/RegionPage.tsx')) },
            { path: PAGE_PATHS.documentList, ...page(() => import('../features/reading/DocumentListPage.tsx')) },
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
            { path: PAGE_PATHS.documentChanges, ...page(() => import('../features/reading/WhatChangedPage.tsx')) },
            {
              // My Library: each page draws the heading and tabs this layout hands it.
              ...page(() => import('./layout/MyLibraryLayout.tsx')),
              children: [
                { path: PAGE_PATHS.bookmarks, id: 'bookmarksList', ...page(() => import('../features/bookmarks/BookmarksPage.tsx')) },
                { path: PAGE_PATHS.bookmarkFolders, ...page(() => import('../features/bookmarks/FolderManagementPage.tsx')) },
                { path: PAGE_PATHS.myInfo, ...page(() => import('../features/myinfo/MyInfoPage.tsx')) },
                { path: PAGE_PATHS.myQna, ...page(() => import('../features/qna/QnaListPage.tsx').then((m) => ({ default: m.MyQnaPage }))) },
                { path: PAGE_PATHS.myQnaDetail, ...page(() => import('../features/qna/QnaDetailPage.tsx').then((m) => ({ default: m.MyQnaDetailPage }))) },
                { path: PAGE_PATHS.myQnaForm, ...page(() => import('../features/qna/QnaFormPage.tsx').then((m) => ({ default: m.MyQnaFormPage }))) },
                { path: PAGE_PATHS.myFeedback, ...page(() => import('../features/feedback/MyFeedbackPage.tsx')) },
                { path: PAGE_PATHS.myAccessRequests, ...page(() => import('../features/access-requests/MyAccessRequestsPage.tsx')) },
                { path: PAGE_PATHS.help, ...page(() => import('../features/help/HelpPage.tsx')) },
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
            { path: PAGE_PATHS.manageDocuments, ...page(() => import('../features/documents/DocumentListPage.tsx')) },
            { path: PAGE_PATHS.manageDocumentNew, ...page(() => import('../features/documents/DocumentFormPage.tsx')) },
            { path: PAGE_PATHS.manageDocumentDetails, ...page(() => import('../features/documents/DocumentFormPage.tsx')) },
            { path: PAGE_PATHS.manageWatermark, ...page(() => import('../features/documents/WatermarkPage.tsx')) },
            {
              path: PAGE_PATHS.productList,
              ...composed(() => import('../features/catalogue/ProductListPage.tsx'), async () => {
                const { ModelGuideLink, ModelSymbolsLink } = await import('../features/tsg/model-links.tsx');
                const Guides = whenMenuHeld('TSG', ModelGuideLink);
                const Symbols = whenMenuHeld(['TSG', 'SYMBOL_LIBRARY'], ModelSymbolsLink);
                return { modelLinks: (props: { model: { id: number; code: string } }) => <><Guides {...props} /><Symbols {...props} /></> };
              }),
            },
            { path: PAGE_PATHS.symbolLibrary, ...page(() => import('../features/symbols/SymbolLibraryPage.tsx')) },
            { path: PAGE_PATHS.manageSymbols, ...page(() => import('../features/symbols/SymbolManagePage.tsx')) },
            { path: PAGE_PATHS.manageGuides, ...page(() => import('../features/tsg/GuideManagePage.tsx')) },
            { path: PAGE_PATHS.manageGuideForm, ...page(() => import('../features/tsg/GuideFormPage.tsx')) },
            {
              path: PAGE_PATHS.users,
              ...composed(() => import('../features/users/UserListPage.tsx'), async () => {
                const [{ PendingAccessRequests }, { KitExpirySetting }] = await Promise.all([
                  import('../features/access-requests/AccessRequestsPage.tsx'), import('../features/kits/ManagedKits.tsx'),
                ]);
                return { aside: <><PendingAccessRequests /><KitExpirySetting /></> };
              }),
            },
            { path: PAGE_PATHS.userAccessRequests, ...page(() => import('../features/access-requests/AccessRequestsPage.tsx')) },
            {
              path: PAGE_PATHS.userDetail,
              ...composed(() => import('../features/users/UserDetailPage.tsx'), async () => ({ cards: (await import('../features/kits/ManagedKits.tsx')).UserKitsCard })),
            },
            { path: PAGE_PATHS.roles, ...page(() => import('../features/roles/RoleListPage.tsx')) },
            { path: PAGE_PATHS.roleUsers, ...page(() => import('../features/roles/RoleUserPage.tsx')) },
            { path: PAGE_PATHS.menus, ...page(() => import('../features/menus/MenuListPage.tsx')) },
            { path: PAGE_PATHS.menusByRole, ...page(() => import('../features/menus/MenuRolePage.tsx')) },
            { path: PAGE_PATHS.manageNotices, ...page(() => import('../features/notices/NoticeListPage.tsx').then((m) => ({ default: m.NoticeManagePage }))) },
            { path: PAGE_PATHS.manageNoticeDetail, ...page(() => import('../features/notices/NoticeDetailPage.tsx').then((m) => ({ default: m.NoticeManageDetailPage }))) },
            { path: PAGE_PATHS.manageNoticeForm, ...page(() => import('../features/notices/NoticeFormPage.tsx')) },
            { path: PAGE_PATHS.qnaClasses, ...page(() => import('../features/support-classes/ClassListPage.tsx').then((m) => ({ default: m.QnaClassListPage }))) },
            { path: PAGE_PATHS.qnaClassForm, ...page(() => import('../features/support-classes/ClassFormPage.tsx').then((m) => ({ default: m.QnaClassFormPage }))) },
            { path: PAGE_PATHS.qnaClassManagers, ...page(() => import('../features/support-classes/ClassManagerPage.tsx').then((m) => ({ default: m.QnaClassManagerPage }))) },
            {
              path: PAGE_PATHS.manageContact,
              ...composed(() => import('../features/contact/ContactManagePage.tsx'), async () => {
                const { ContactClassList } = await import('../features/support-classes/ClassListPage.tsx');
                return { classes: <ContactClassList /> };
              }),
            },
            { path: PAGE_PATHS.contactClassForm, ...page(() => import('../features/support-classes/ClassFormPage.tsx').then((m) => ({ default: m.ContactClassFormPage }))) },
            { path: PAGE_PATHS.contactClassManagers, ...page(() => import('../features/support-classes/ClassManagerPage.tsx').then((m) => ({ default: m.ContactClassManagerPage }))) },
            { path: PAGE_PATHS.manageQna, ...page(() => import('../features/qna/QnaListPage.tsx').then((m) => ({ default: m.QnaManagePage }))) },
            { path: PAGE_PATHS.manageQnaDetail, ...page(() => import('../features/qna/QnaDetailPage.tsx').then((m) => ({ default: m.QnaManageDetailPage }))) },
            { path: PAGE_PATHS.manageQnaAnswer, ...page(() => import('../features/qna/QnaDetailPage.tsx').then((m) => ({ default: m.QnaAnswerPage }))) },
            { path: PAGE_PATHS.manageFaq, ...page(() => import('../features/faq/FaqManagePage.tsx')) },
            { path: PAGE_PATHS.manageFaqForm, ...page(() => import('../features/faq/FaqFormPage.tsx')) },
            { path: PAGE_PATHS.manageFeedback, ...page(() => import('../features/feedback/FeedbackManagePage.tsx')) },
            { path: PAGE_PATHS.feedbackManagers, ...page(() => import('../features/feedback/FeedbackManagerPage.tsx')) },
            { path: PAGE_PATHS.relatedLinks, ...page(() => import('../features/related-links/RelatedLinkListPage.tsx')) },
            { path: PAGE_PATHS.relatedLinkForm, ...page(() => import('../features/related-links/RelatedLinkFormPage.tsx')) },
            { path: PAGE_PATHS.emailGroups, ...page(() => import('../features/email/GroupListPage.tsx')) },
            { path: PAGE_PATHS.emailGroupUsers, ...page(() => import('../features/email/GroupUserPage.tsx')) },
            { path: PAGE_PATHS.emailTemplates, ...page(() => import('../features/email/TemplateListPage.tsx')) },
            { path: PAGE_PATHS.emailTemplateForm, ...page(() => import('../features/email/TemplateFormPage.tsx')) },
            { path: PAGE_PATHS.emailSends, ...page(() => import('../features/email/SendListPage.tsx')) },
            { path: PAGE_PATHS.emailSendForm, ...page(() => import('../features/email/SendFormPage.tsx')) },
            { path: PAGE_PATHS.mailbox, ...page(() => import('../features/mailbox/MailboxPage.tsx')) },
            { path: PAGE_PATHS.menusByUser, ...page(() => import('../features/menus/MenuUserPage.tsx')) },
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
