// The classifications of Support: Q&A (/management/support/qna/cls, two levels deep — the FAQ's tabs are its
// first level) and Contact Us (/management/support/contact, one level), each named in every language and
// with the managers who are told of what arrives in it and answer it.
import { z } from 'zod';
import { DeletedResponse, DoneResponse, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { Labels, sortOrder } from './fields.ts';
import { DbId } from './ids.ts';
import type { MenuId } from './menus.ts';
import { UseYn } from './vocabulary.ts';

export const SUPPORT_CLASS_KINDS = ['QNA', 'CONTACT'] as const;
export type SupportClassKind = (typeof SUPPORT_CLASS_KINDS)[number];
/** How deep each kind of classification goes: Q&A a parent and its children, Contact Us one level (seed: 'You can't add more nodes'). */
export const SUPPORT_CLASS_DEPTH: Record<SupportClassKind, number> = { QNA: 2, CONTACT: 1 };

/** A classification as its managers see it: every language's name, and how many managers it has. */
export const SupportClassItem = z.object({
  classId: DbId,
  parentId: DbId.nullable(),
  /** In the reader's language, else English. */
  label: z.string(),
  labels: Labels,
  sortOrder: z.number().int(),
  useYn: UseYn,
  managerCount: z.number().int(),
});
export type SupportClassItem = z.infer<typeof SupportClassItem>;
export const SupportClassItems = z.object({ items: z.array(SupportClassItem) });

/** A classification in use, as people choosing one see it. */
export const SupportClassChoice = z.object({ classId: DbId, parentId: DbId.nullable(), label: z.string() });
export type SupportClassChoice = z.infer<typeof SupportClassChoice>;
export const SupportClassChoices = z.object({ items: z.array(SupportClassChoice) });

export const SupportClassIdBody = z.object({ classId: DbId });
export const SupportClassSave = z.object({
  classId: DbId.optional(),
  /** The classification it is under; none for one at the first level. */
  parentId: DbId.nullable().default(null),
  labels: Labels,
  sortOrder,
  useYn: UseYn.default('Y'),
});
export type SupportClassSave = z.input<typeof SupportClassSave>;

export const SupportClassManager = z.object({ userId: DbId, loginId: z.string(), name: z.string(), company: z.string().nullable() });
export type SupportClassManager = z.infer<typeof SupportClassManager>;
export const SupportClassManagers = z.object({ items: z.array(SupportClassManager) });
/** Every manager of the classification, replacing those it had. */
export const SupportClassManagersSave = z.object({
  classId: DbId,
  userIds: z.array(DbId).max(50).refine((ids) => new Set(ids).size === ids.length, { message: 'repeated' }),
});
export const ManagerCandidatesQuery = z.object({ keyword: z.string().trim().min(1).max(100) });

/** The endpoints of one kind of classification, under its own paths and menu. */
function classEndpoints<const P extends string, const M extends MenuId>(prefix: P, menu: M, what: string) {
  const manage = { access: { menu }, area: 'support' } as const;
  return {
    choices: endpoint({ method: 'GET', path: `/service/${prefix}/cls/list`, access: 'public', area: 'support', summary: `${what} classifications in use, in the reader's language`, response: SupportClassChoices }),
    list: endpoint({ ...manage, method: 'POST', path: `/mgmt/${prefix}/cls/list`, summary: `Every ${what} classification, parents first`, response: SupportClassItems }),
    detail: endpoint({ ...manage, method: 'POST', path: `/mgmt/${prefix}/cls/detail`, summary: `One ${what} classification`, body: SupportClassIdBody, response: SupportClassItem }),
    save: endpoint({ ...manage, method: 'POST', path: `/mgmt/${prefix}/cls/save`, summary: `Adds (no id) or changes a ${what} classification`, body: SupportClassSave, response: SavedResponse }),
    delete: endpoint({ ...manage, method: 'POST', path: `/mgmt/${prefix}/cls/delete`, summary: `Deletes a ${what} classification with nothing under it`, body: SupportClassIdBody, response: DeletedResponse }),
    managers: endpoint({ ...manage, method: 'POST', path: `/mgmt/${prefix}/cls/manager/list`, summary: `The managers of a ${what} classification`, body: SupportClassIdBody, response: SupportClassManagers }),
    saveManagers: endpoint({ ...manage, method: 'POST', path: `/mgmt/${prefix}/cls/manager/save`, summary: `Sets the managers of a ${what} classification`, body: SupportClassManagersSave, response: DoneResponse }),
    candidates: endpoint({ ...manage, method: 'POST', path: `/mgmt/${prefix}/cls/manager/candidates`, summary: 'Employees who may manage a classification, by name or ID', body: ManagerCandidatesQuery, response: SupportClassManagers }),
  };
}

export const qnaClassesApi = classEndpoints('qna', 'MGMT_SUP_QNA', 'Q&A');
export const contactClassesApi = classEndpoints('contact', 'MGMT_SUP_CONTACT', 'Contact Us');
export type SupportClassApi = typeof qnaClassesApi | typeof contactClassesApi;
