// Requests to read a document (PRODUCT.md, "Support and my library", beyond the seed): a reader who may not
// open a document asks for it with a reason; the holders of user management are e-mailed, one grants it —
// the document is added to the reader's authority — or declines it, and the reader is e-mailed either way
// and follows the request in My Library › Access requests (/mylibrary/access). Decided at
// /management/user/access.
import { z } from 'zod';
import { DoneResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';

export const ACCESS_REQUEST_STATUSES = ['PENDING', 'GRANTED', 'DECLINED'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const AccessRequestSave = z.object({ documentId: DbId, reason: z.string().trim().min(1).max(1000) });
export type AccessRequestSave = z.input<typeof AccessRequestSave>;

export const AccessRequestItem = z.object({
  requestId: DbId,
  documentId: DbId,
  documentTitle: z.string(),
  reason: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decider: z.string().nullable(),
  /** What the administrator said when deciding (a declined request's why). */
  note: z.string().nullable(),
  /** Who asked (the administrators' list). */
  requester: z.object({ userId: DbId, loginId: z.string(), name: z.string(), company: z.string().nullable() }),
  /** Whether the requester may read the document now. */
  authorised: z.boolean(),
});
export type AccessRequestItem = z.infer<typeof AccessRequestItem>;
export const AccessRequestList = pageOf(AccessRequestItem);

export const MyAccessRequestsQuery = z.object({ ...paging, documentId: DbId.optional() });
export type MyAccessRequestsQuery = z.input<typeof MyAccessRequestsQuery>;
export const AccessRequestsQuery = z.object({
  ...paging,
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
  /** Part of the document's title or the requester's name, ID or company. */
  keyword: z.string().trim().max(100).optional(),
});
export type AccessRequestsQuery = z.input<typeof AccessRequestsQuery>;
export const AccessRequestDecision = z.object({ requestId: DbId, grant: z.boolean(), note: z.string().trim().max(500).default('') });
export type AccessRequestDecision = z.input<typeof AccessRequestDecision>;

export const accessRequestsApi = {
  request: endpoint({ access: 'login', area: 'users', method: 'POST', path: '/service/access/request', summary: 'Asks for a document the caller may not read, with a reason; the user managers are e-mailed', body: AccessRequestSave, response: SavedResponse }),
  mine: endpoint({ access: 'login', area: 'users', method: 'POST', path: '/service/access/list', summary: "The caller's requests, newest first (of one document when named)", body: MyAccessRequestsQuery, response: AccessRequestList }),
  list: endpoint({ access: { menu: 'MGMT_USER' }, area: 'users', method: 'POST', path: '/mgmt/access/list', summary: 'Requests for documents, by status and keyword', body: AccessRequestsQuery, response: AccessRequestList }),
  decide: endpoint({ access: { menu: 'MGMT_USER' }, area: 'users', method: 'POST', path: '/mgmt/access/decide', summary: "Grants a pending request (the document joins the requester's authority) or declines it; the requester is e-mailed", body: AccessRequestDecision, response: DoneResponse }),
};
