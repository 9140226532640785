// Every page's address: the site map of the route table (the seed's routes, section 2), which app/router.tsx reads
// from here, and a builder for each page the app links to, with its query. Features and the kit write no page path of
// their own (checks/page-addresses.test.ts keeps it so, and checks that each builder lands on a route and each page
// file named here exists). Adding a page that one feature file draws is one entry here.
import { COMPANY_SIGN_IN_PAGE, type KitStatus, type LinkType, type SearchTab, type StatScreen } from '@gsis/contract';
import { generatePath } from 'react-router';

/**
 * A page one feature file draws on its own: the file (under web/src/features/, its name ending in Page; `#Name` for a
 * named export, else its default), whether it needs a login (seed: "Login required"), and whether My Library's tabs
 * frame it. The route table loads it from here, so such a page is one entry in this list.
 */
interface FeaturePage {
  readonly path: string;
  readonly page: `${string}/${string}Page${'' | `#${string}Page`}`;
  readonly login?: true;
  readonly myLibrary?: true;
  /** The seed's name of the route, where it gives one. */
  readonly routeId?: string;
}

/**
 * Every page: its path pattern, and where one feature file draws it alone, that file (FeaturePage). A page given only
 * its path is put together in app/router.tsx (it shows other features' parts, keeps a guard or works offline).
 */
const SITE_MAP = {
  main: '/main',
  login: { path: '/login', page: 'login/LoginPage' },
  companySignIn: { path: COMPANY_SIGN_IN_PAGE, page: 'login/LoginPage#CompanySignInPage' },
  signup: { path: '/signup', page: 'signup/SignupPage' },
  validateMail: { path: '/validatemail/:param', page: 'signup/ValidateMailPage' },
  forgotId: { path: '/forgot/id', page: 'forgot/ForgotIdPage' },
  forgotPassword: { path: '/forgot/password', page: 'forgot/ForgotPasswordPage' },
  notices: { path: '/support/notice', page: 'notices/NoticeListPage' },
  noticeDetail: { path: '/support/notice/detail', page: 'notices/NoticeDetailPage' },
  contact: { path: '/support/contactus', page: 'contact/ContactPage' },
  qna: { path: '/support/qna', page: 'qna/QnaListPage' },
  qnaDetail: { path: '/support/qna/detail', page: 'qna/QnaDetailPage', login: true },
  qnaForm: { path: '/support/qna/form', page: 'qna/QnaFormPage', login: true },
  faq: { path: '/support/faq', page: 'faq/FaqPage' },
  privacy: { path: '/footer/privacypolice', page: 'legal/PrivacyPage' },
  terms: { path: '/footer/termsofuse', page: 'legal/TermsPage' },
  legalNotice: { path: '/footer/legalnotice', page: 'legal/LegalNoticePage' },
  dxpTsg: '/dxp-tsg',
  tsg: '/tsg',
  search: '/search',
  searchIndex: '/search/index',
  searchPdf: '/search/pdf',
  searchWebhelp: '/search/webhelp',
  documentList: { path: '/document/list', page: 'reading/DocumentListPage', login: true },
  documentView: '/document/view/:documentId',
  documentChanges: { path: '/document/changes/:versionId', page: 'reading/WhatChangedPage', login: true },
  bookmarks: { path: '/mylibrary/bookmarks', page: 'bookmarks/BookmarksPage', login: true, myLibrary: true, routeId: 'bookmarksList' },
  bookmarkFolders: { path: '/mylibrary/bookmarks/management', page: 'bookmarks/FolderManagementPage', login: true, myLibrary: true },
  myInfo: { path: '/mylibrary/myinfo', page: 'myinfo/MyInfoPage', login: true, myLibrary: true },
  myQna: { path: '/mylibrary/myqna', page: 'qna/QnaListPage#MyQnaPage', login: true, myLibrary: true },
  myQnaDetail: { path: '/mylibrary/myqna/detail', page: 'qna/QnaDetailPage#MyQnaDetailPage', login: true, myLibrary: true },
  myQnaForm: { path: '/mylibrary/myqna/form', page: 'qna/QnaFormPage#MyQnaFormPage', login: true, myLibrary: true },
  myFeedback: { path: '/mylibrary/feedback', page: 'feedback/MyFeedbackPage', login: true, myLibrary: true },
  myAccessRequests: { path: '/mylibrary/access', page: 'access-requests/MyAccessRequestsPage', login: true, myLibrary: true },
  help: { path: '/mylibrary/help', page: 'help/HelpPage', login: true, myLibrary: true },
  myKits: '/mylibrary/kits',
  kitSearch: '/kit/search',
  kit: '/kit/:kitId',
  kitDocument: '/kit/:kitId/document/:versionId',
  kitGuide: '/kit/:kitId/guide/:guideId',
  kitSymbols: '/kit/:kitId/symbols',
  kitChanges: '/kit/:kitId/changes/:versionId',
  productList: '/product/list',
  symbolLibrary: { path: '/symbollibrary', page: 'symbols/SymbolLibraryPage', login: true },
  manageDocuments: { path: '/management/library/document', page: 'documents/DocumentListPage', login: true },
  manageDocumentNew: { path: '/management/library/document/new', page: 'documents/DocumentFormPage', login: true },
  manageDocumentDetails: { path: '/management/library/document/details', page: 'documents/DocumentFormPage', login: true },
  manageDocTypes: { path: '/management/library/doctype', page: 'catalogue/DocTypePage', login: true },
  manageProducts: { path: '/management/library/product', page: 'catalogue/ProductPage', login: true },
  manageRegions: { path: '/management/library/region', page: 'catalogue/RegionPage', login: true },
  manageWatermark: { path: '/management/library/pdf', page: 'documents/WatermarkPage', login: true },
  manageSymbols: { path: '/management/library/symbollibrary', page: 'symbols/SymbolManagePage', login: true },
  manageGuides: { path: '/management/library/tsg', page: 'tsg/GuideManagePage', login: true },
  manageGuideForm: { path: '/management/library/tsg/new', page: 'tsg/GuideFormPage', login: true },
  users: '/management/user',
  userAccessRequests: { path: '/management/user/access', page: 'access-requests/AccessRequestsPage', login: true },
  userDetail: '/management/user/detail',
  userKits: { path: '/management/user/kits', page: 'kits/KitsManagePage', login: true },
  companySignInProviders: { path: '/management/user/company-sign-in', page: 'company-sign-in/CompanyProvidersPage', login: true },
  roles: { path: '/management/role', page: 'roles/RoleListPage', login: true },
  roleUsers: { path: '/management/role/user', page: 'roles/RoleUserPage', login: true },
  menus: { path: '/management/menu', page: 'menus/MenuListPage', login: true },
  menusByRole: { path: '/management/menu/role/list', page: 'menus/MenuRolePage', login: true },
  menusByUser: { path: '/management/menu/user/list', page: 'menus/MenuUserPage', login: true },
  manageNotices: { path: '/management/support/notice', page: 'notices/NoticeListPage#NoticeManagePage', login: true },
  manageNoticeDetail: { path: '/management/support/notice/detail', page: 'notices/NoticeDetailPage#NoticeManageDetailPage', login: true },
  manageNoticeForm: { path: '/management/support/notice/form', page: 'notices/NoticeFormPage', login: true },
  qnaClasses: { path: '/management/support/qna/cls', page: 'support-classes/ClassListPage#QnaClassListPage', login: true },
  qnaClassForm: { path: '/management/support/qna/cls/form', page: 'support-classes/ClassFormPage#QnaClassFormPage', login: true },
  qnaClassManagers: { path: '/management/support/qna/cls/manager', page: 'support-classes/ClassManagerPage#QnaClassManagerPage', login: true },
  manageContact: '/management/support/contact',
  contactClassForm: { path: '/management/support/contact/cls/form', page: 'support-classes/ClassFormPage#ContactClassFormPage', login: true },
  contactClassManagers: { path: '/management/support/contact/cls/manager', page: 'support-classes/ClassManagerPage#ContactClassManagerPage', login: true },
  manageQna: { path: '/management/support/qna', page: 'qna/QnaListPage#QnaManagePage', login: true },
  manageQnaDetail: { path: '/management/support/qna/detail', page: 'qna/QnaDetailPage#QnaManageDetailPage', login: true },
  manageQnaAnswer: { path: '/management/support/qna/form', page: 'qna/QnaDetailPage#QnaAnswerPage', login: true },
  manageFaq: { path: '/management/support/faq', page: 'faq/FaqManagePage', login: true },
  manageFaqForm: { path: '/management/support/faq/form', page: 'faq/FaqFormPage', login: true },
  manageFeedback: { path: '/management/support/feedback', page: 'feedback/FeedbackManagePage', login: true },
  feedbackManagers: { path: '/management/support/feedback/manager', page: 'feedback/FeedbackManagerPage', login: true },
  relatedLinks: { path: '/management/support/relatedlink', page: 'related-links/RelatedLinkListPage', login: true },
  relatedLinkForm: { path: '/management/support/relatedlink/form', page: 'related-links/RelatedLinkFormPage', login: true },
  emailGroups: { path: '/management/email/group', page: 'email/GroupListPage', login: true },
  emailGroupUsers: { path: '/management/email/group/user', page: 'email/GroupUserPage', login: true },
  emailTemplates: { path: '/management/email/template', page: 'email/TemplateListPage', login: true },
  emailTemplateForm: { path: '/management/email/template/form', page: 'email/TemplateFormPage', login: true },
  emailSends: { path: '/management/email/send', page: 'email/SendListPage', login: true },
  emailSendForm: { path: '/management/email/send/form', page: 'email/SendFormPage', login: true },
  mailbox: { path: '/management/email/send/mailbox', page: 'mailbox/MailboxPage', login: true },
  statistics: '/management/statistics/:screen',
  errorPage: '/errorPage',
} as const satisfies Record<string, string | FeaturePage>;

type SiteMap = typeof SITE_MAP;
/** The path pattern of every page, as the route table uses it. */
export const PAGE_PATHS = Object.fromEntries(Object.entries(SITE_MAP).map(([name, entry]) => [name, typeof entry === 'string' ? entry : entry.path])) as
  { readonly [Name in keyof SiteMap]: SiteMap[Name] extends { path: infer Path } ? Path : SiteMap[Name] };

/** The pages feature files draw alone, by name: what the route table loads for them. */
export const FEATURE_PAGES = Object.entries(SITE_MAP).flatMap(([name, entry]) => (typeof entry === 'string' ? [] : [{ name, ...(entry as FeaturePage) }]));

type QueryValue = string | number | undefined | null;

/**
 * `?name=value&…` of the values given (undefined and null ones left out, an array repeats its name), '' when none.
 * A space is written %20, as most of these addresses wrote it before (encodeURIComponent; a fault code's among them,
 * which people share); the pages read either back alike with URLSearchParams.
 */
function query(values: Record<string, QueryValue | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of typeof value === 'object' && value !== null ? value : [value]) {
      if (one !== undefined && one !== null) params.append(name, String(one));
    }
  }
  const text = params.toString().replaceAll('+', '%20');
  return text ? `?${text}` : '';
}

/** A list's address with the filters it was left with (`kept`: a location's search, '?…' or ''). */
const listAt = (path: string) => (kept = '') => `${path}${kept}`;
/** A form of the row `?id=…` names; without an id, it starts empty. */
const withId = (path: string) => (id?: number) => `${path}${query({ id })}`;
/** A page of the row `?id=…` names. */
const ofId = (path: string): ((id: number) => string) => withId(path);

/** Where the reader opens a document: a version, a page of a PDF or a topic of a web help, and words to highlight. */
interface ReaderAt { version?: number | null; page?: number | null; topic?: string | null; hl?: readonly string[] }

export const pages = {
  main: () => PAGE_PATHS.main,
  /** The login page, coming back to `redirect` once signed in. */
  login: (at: { redirect?: string } = {}) => `${PAGE_PATHS.login}${query(at)}`,
  /** The company sign-in (seed: /ssoStep1), coming back to `redirect` once signed in. */
  companySignIn: (at: { redirect?: string | undefined } = {}) => `${PAGE_PATHS.companySignIn}${query(at)}`,
  signup: () => PAGE_PATHS.signup,
  forgot: (tab: 'id' | 'password') => (tab === 'id' ? PAGE_PATHS.forgotId : PAGE_PATHS.forgotPassword),
  contact: () => PAGE_PATHS.contact,
  privacy: () => PAGE_PATHS.privacy,
  help: () => PAGE_PATHS.help,

  notices: {
    board: { list: listAt(PAGE_PATHS.notices), detail: ofId(PAGE_PATHS.noticeDetail) },
    manage: { list: listAt(PAGE_PATHS.manageNotices), detail: ofId(PAGE_PATHS.manageNoticeDetail), form: withId(PAGE_PATHS.manageNoticeForm) },
  },
  qna: {
    board: { list: listAt(PAGE_PATHS.qna), detail: ofId(PAGE_PATHS.qnaDetail), form: withId(PAGE_PATHS.qnaForm) },
    mine: { list: listAt(PAGE_PATHS.myQna), detail: ofId(PAGE_PATHS.myQnaDetail), form: withId(PAGE_PATHS.myQnaForm) },
    // Managers answer on their own form; a question is written on the board's.
    manage: { list: listAt(PAGE_PATHS.manageQna), detail: ofId(PAGE_PATHS.manageQnaDetail), form: withId(PAGE_PATHS.manageQnaAnswer) },
  },
  /** The classes of questions and of contact requests, with their forms (`?parentId=…` adds a child) and managers. */
  supportClasses: {
    QNA: {
      list: () => PAGE_PATHS.qnaClasses,
      form: (of: { id?: number; parentId?: number } = {}) => `${PAGE_PATHS.qnaClassForm}${query(of)}`,
      managers: ofId(PAGE_PATHS.qnaClassManagers),
    },
    CONTACT: {
      // The contact classes are a tab of the contact requests' management.
      list: () => `${PAGE_PATHS.manageContact}${query({ tab: 'classes' })}`,
      form: (of: { id?: number; parentId?: number } = {}) => `${PAGE_PATHS.contactClassForm}${query(of)}`,
      managers: ofId(PAGE_PATHS.contactClassManagers),
    },
  },
  faq: { manage: () => PAGE_PATHS.manageFaq, form: withId(PAGE_PATHS.manageFaqForm) },
  feedback: { mine: () => PAGE_PATHS.myFeedback, manage: () => PAGE_PATHS.manageFeedback, managers: () => PAGE_PATHS.feedbackManagers },
  relatedLinks: {
    list: (type: LinkType) => `${PAGE_PATHS.relatedLinks}${query({ type })}`,
    /** A new link of `type`, or the link `id`. */
    form: (of: { type: LinkType } | { id: number }) => `${PAGE_PATHS.relatedLinkForm}${query(of)}`,
  },

  /**
   * The results of a search on `tab`: a word alone, or the word, filters and page the search page keeps. Written as a
   * form writes it (a space as +), as the search box always did.
   */
  search: (tab: SearchTab, params?: URLSearchParams | { searchWord: string }) => `${PAGE_PATHS.search}/${tab}${params ? `?${new URLSearchParams(params).toString()}` : ''}`,
  documentList: (filter: { modelId?: number } = {}) => `${PAGE_PATHS.documentList}${query(filter)}`,
  documentView: (documentId: number, at: ReaderAt = {}) =>
    `${generatePath(PAGE_PATHS.documentView, { documentId: String(documentId) })}${query({ version: at.version, page: at.page, topic: at.topic, hl: at.hl })}`,
  documentChanges: (versionId: number) => generatePath(PAGE_PATHS.documentChanges, { versionId: String(versionId) }),
  productList: () => PAGE_PATHS.productList,
  /** Troubleshooting guides: of a fault code (and the guide open), or of a model. */
  tsg: (of: { code?: string; guide?: number; model?: string } = {}) => `${PAGE_PATHS.tsg}${query(of)}`,
  symbolLibrary: (of: { model?: string } = {}) => `${PAGE_PATHS.symbolLibrary}${query(of)}`,

  myLibrary: {
    bookmarks: () => PAGE_PATHS.bookmarks,
    bookmarkFolders: () => PAGE_PATHS.bookmarkFolders,
    myInfo: () => PAGE_PATHS.myInfo,
    accessRequests: () => PAGE_PATHS.myAccessRequests,
    kits: () => PAGE_PATHS.myKits,
  },
  kits: {
    /** The search of the reader's field kits, or of one kit. */
    search: (of: { q: string; kit?: number | undefined }) => `${PAGE_PATHS.kitSearch}${query(of)}`,
    kit: (kitId: number) => generatePath(PAGE_PATHS.kit, { kitId: String(kitId) }),
    /** A kit's copy of a version, with words to highlight, at a page (kept as #page=N, as the reader keeps it). */
    document: (kitId: number, versionId: number, at: { hl?: readonly string[]; page?: number | null } = {}) =>
      `${generatePath(PAGE_PATHS.kitDocument, { kitId: String(kitId), versionId: String(versionId) })}${query({ hl: at.hl })}${at.page != null ? `#page=${at.page}` : ''}`,
    guide: (kitId: number, guideId: number, at: { language?: string } = {}) =>
      `${generatePath(PAGE_PATHS.kitGuide, { kitId: String(kitId), guideId: String(guideId) })}${query(at)}`,
    symbols: (kitId: number) => generatePath(PAGE_PATHS.kitSymbols, { kitId: String(kitId) }),
    changes: (kitId: number, versionId: number) => generatePath(PAGE_PATHS.kitChanges, { kitId: String(kitId), versionId: String(versionId) }),
  },

  libraryAdmin: {
    documents: () => PAGE_PATHS.manageDocuments,
    newDocument: () => PAGE_PATHS.manageDocumentNew,
    document: ofId(PAGE_PATHS.manageDocumentDetails),
    guides: () => PAGE_PATHS.manageGuides,
    guideForm: withId(PAGE_PATHS.manageGuideForm),
  },
  users: {
    /** The users' list, with the filters it was left with. */
    list: listAt(PAGE_PATHS.users),
    detail: ofId(PAGE_PATHS.userDetail),
    accessRequests: (filter: { status?: 'PENDING' } = {}) => `${PAGE_PATHS.userAccessRequests}${query(filter)}`,
    /** Every reader's field kits, of one status. */
    kits: (filter: { status?: KitStatus } = {}) => `${PAGE_PATHS.userKits}${query(filter)}`,
  },
  roles: { list: () => PAGE_PATHS.roles, users: ofId(PAGE_PATHS.roleUsers) },
  menus: { list: () => PAGE_PATHS.menus, byRole: () => PAGE_PATHS.menusByRole, byUser: () => PAGE_PATHS.menusByUser },
  email: {
    groups: () => PAGE_PATHS.emailGroups,
    groupUsers: ofId(PAGE_PATHS.emailGroupUsers),
    templates: () => PAGE_PATHS.emailTemplates,
    templateForm: withId(PAGE_PATHS.emailTemplateForm),
    /** The sent mails, one of them opened. */
    sends: (opened: { id?: number } = {}) => `${PAGE_PATHS.emailSends}${query(opened)}`,
    sendForm: () => PAGE_PATHS.emailSendForm,
    mailbox: () => PAGE_PATHS.mailbox,
  },
  statistics: (screen: StatScreen) => generatePath(PAGE_PATHS.statistics, { screen }),
};
