// Every page's address: the paths of the route table (the seed's routes, section 2), which app/router.tsx reads from
// here, and a builder for each page the app links to, with its query. Features and the kit write no page path of
// their own (checks/page-addresses.test.ts keeps it so, and checks that each builder lands on a route).
import type { LinkType, SearchTab, StatScreen } from '@gsis/contract';
import { generatePath } from 'react-router';

/** The path pattern of every page, as the route table uses it. */
export const PAGE_PATHS = {
  main: '/main',
  login: '/login',
  signup: '/signup',
  validateMail: '/validatemail/:param',
  forgotId: '/forgot/id',
  forgotPassword: '/forgot/password',
  notices: '/support/notice',
  noticeDetail: '/support/notice/detail',
  contact: '/support/contactus',
  qna: '/support/qna',
  qnaDetail: '/support/qna/detail',
  qnaForm: '/support/qna/form',
  faq: '/support/faq',
  privacy: '/footer/privacypolice',
  terms: '/footer/termsofuse',
  legalNotice: '/footer/legalnotice',
  dxpTsg: '/dxp-tsg',
  tsg: '/tsg',
  search: '/search',
  searchIndex: '/search/index',
  searchPdf: '/search/pdf',
  searchWebhelp: '/search/webhelp',
  documentList: '/document/list',
  documentView: '/document/view/:documentId',
  documentChanges: '/document/changes/:versionId',
  bookmarks: '/mylibrary/bookmarks',
  bookmarkFolders: '/mylibrary/bookmarks/management',
  myInfo: '/mylibrary/myinfo',
  myQna: '/mylibrary/myqna',
  myQnaDetail: '/mylibrary/myqna/detail',
  myQnaForm: '/mylibrary/myqna/form',
  myFeedback: '/mylibrary/feedback',
  myAccessRequests: '/mylibrary/access',
  help: '/mylibrary/help',
  myKits: '/mylibrary/kits',
  kitSearch: '/kit/search',
  kit: '/kit/:kitId',
  kitDocument: '/kit/:kitId/document/:versionId',
  kitGuide: '/kit/:kitId/guide/:guideId',
  kitSymbols: '/kit/:kitId/symbols',
  kitChanges: '/kit/:kitId/changes/:versionId',
  productList: '/product/list',
  symbolLibrary: '/symbollibrary',
  manageDocuments: '/management/library/document',
  manageDocumentNew: '/management/library/document/new',
  manageDocumentDetails: '/management/library/document/details',
  manageDocTypes: '/management/library/doctype',
  manageProducts: '/management/library/product',
  manageRegions: '/management/library/region',
  manageWatermark: '/management/library/pdf',
  manageSymbols: '/management/library/symbollibrary',
  manageGuides: '/management/library/tsg',
  manageGuideForm: '/management/library/tsg/new',
  users: '/management/user',
  userAccessRequests: '/management/user/access',
  userDetail: '/management/user/detail',
  roles: '/management/role',
  roleUsers: '/management/role/user',
  menus: '/management/menu',
  menusByRole: '/management/menu/role/list',
  menusByUser: '/management/menu/user/list',
  manageNotices: '/management/support/notice',
  manageNoticeDetail: '/management/support/notice/detail',
  manageNoticeForm: '/management/support/notice/form',
  qnaClasses: '/management/support/qna/cls',
  qnaClassForm: '/management/support/qna/cls/form',
  qnaClassManagers: '/management/support/qna/cls/manager',
  manageContact: '/management/support/contact',
  contactClassForm: '/management/support/contact/cls/form',
  contactClassManagers: '/management/support/contact/cls/manager',
  manageQna: '/management/support/qna',
  manageQnaDetail: '/management/support/qna/detail',
  manageQnaAnswer: '/management/support/qna/form',
  manageFaq: '/management/support/faq',
  manageFaqForm: '/management/support/faq/form',
  manageFeedback: '/management/support/feedback',
  feedbackManagers: '/management/support/feedback/manager',
  relatedLinks: '/management/support/relatedlink',
  relatedLinkForm: '/management/support/relatedlink/form',
  emailGroups: '/management/email/group',
  emailGroupUsers: '/management/email/group/user',
  emailTemplates: '/management/email/template',
  emailTemplateForm: '/management/email/template/form',
  emailSends: '/management/email/send',
  emailSendForm: '/management/email/send/form',
  mailbox: '/management/email/send/mailbox',
  statistics: '/management/statistics/:screen',
  errorPage: '/errorPage',
} as const;

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
