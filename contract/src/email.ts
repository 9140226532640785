// E-mail administration (/management/email/**): groups of users, templates written per language, and sends to
// groups, users and free addresses — each address once, in its recipient's language, through the one outbox.
import { z } from 'zod';
import { DeletedResponse, DoneResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name, richText } from './fields.ts';
import { DbId } from './ids.ts';
import { Language, UserType } from './vocabulary.ts';

// ── Addresses typed by hand ──

/** The seed's rule: several addresses in one box are separated by ';'. */
export const ADDRESS_SEPARATOR = ';';
const address = z.email().max(254);

/**
 * The addresses of a box as the seed's rule reads them: split at ';', trimmed, lower-cased, each once. What is
 * not an address (two run together with ',' or a space, a typo) is returned apart, as it was typed.
 */
export function splitAddresses(typed: string): { addresses: string[]; invalid: string[] } {
  const addresses = new Set<string>();
  const invalid: string[] = [];
  for (const part of typed.split(ADDRESS_SEPARATOR)) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    if (address.safeParse(trimmed).success) addresses.add(trimmed.toLowerCase());
    else invalid.push(trimmed);
  }
  return { addresses: [...addresses], invalid };
}

/** At most this many people in one send: a larger mailing is several sends. */
export const EMAIL_SEND_MAX_RECIPIENTS = 50_000;

/** Who a send goes to: groups, users and addresses separated by ';' — together, each address once. */
export const EmailRecipients = z.object({
  groupIds: z.array(DbId).max(200).default([]),
  userIds: z.array(DbId).max(5_000).default([]),
  /** Addresses separated by ';' (the seed's rule); anything else between them is refused, naming the field. */
  addresses: z.string().max(500_000).default('').refine((typed) => splitAddresses(typed).invalid.length === 0, { message: "Separate e-mail addresses with ';'" }),
});
export type EmailRecipients = z.input<typeof EmailRecipients>;
/** How many messages a send would make, each address once, before it is sent. */
export const EmailRecipientCount = z.object({ count: z.number().int() });

// ── Groups ──

export const EmailGroupItem = z.object({
  groupId: DbId, name: z.string(), description: z.string().nullable(), memberCount: z.number().int(), updatedAt: z.string(),
});
export type EmailGroupItem = z.infer<typeof EmailGroupItem>;
export const EmailGroupList = z.object({ items: z.array(EmailGroupItem) });
export const EmailGroupSave = z.object({
  groupId: DbId.optional(),
  name: name(100),
  description: z.string().trim().max(500).optional().transform((d) => d || null),
});
export type EmailGroupSave = z.input<typeof EmailGroupSave>;
export const EmailGroupIdBody = z.object({ groupId: DbId });

/** A person as the e-mail screens show them (APP users are never shown). */
export const EmailUser = z.object({ userId: DbId, loginId: z.string(), name: z.string(), company: z.string().nullable(), userType: UserType });
export type EmailUser = z.infer<typeof EmailUser>;
export const EmailUserList = z.object({ items: z.array(EmailUser) });
export const EmailGroupMembersQuery = z.object({ groupId: DbId, ...paging, keyword: z.string().trim().max(100).optional() });
export type EmailGroupMembersQuery = z.input<typeof EmailGroupMembersQuery>;
export const EmailGroupMembers = pageOf(EmailUser);
/** People found by ID, name or company (APP users never); `groupId`: those not yet in that group. */
export const EmailUserSearch = z.object({ keyword: z.string().trim().min(1).max(100), groupId: DbId.optional() });
export const EmailGroupMemberChange = z.object({ groupId: DbId, userId: DbId });

// ── Templates ──

/** What a template's text may name; the server fills each in for every recipient (escaped in the HTML). */
export const EMAIL_PLACEHOLDERS = ['name', 'company', 'id', 'portalLink'] as const;

export const EmailTemplateText = z.object({
  language: Language,
  subject: name(200),
  /** Rich text; the server keeps only what its allow-list lets through. */
  bodyHtml: richText,
});
export type EmailTemplateText = z.infer<typeof EmailTemplateText>;
export const EmailTemplateItem = z.object({ templateId: DbId, title: z.string(), languages: z.array(Language), updatedAt: z.string() });
export type EmailTemplateItem = z.infer<typeof EmailTemplateItem>;
export const EmailTemplateList = pageOf(EmailTemplateItem);
export const EmailTemplateListQuery = z.object({ ...paging, keyword: z.string().trim().max(100).optional() });
export type EmailTemplateListQuery = z.input<typeof EmailTemplateListQuery>;
export const EmailTemplateDetail = z.object({ templateId: DbId, title: z.string(), texts: z.array(EmailTemplateText), updatedAt: z.string() });
export type EmailTemplateDetail = z.infer<typeof EmailTemplateDetail>;
export const EmailTemplateIdBody = z.object({ templateId: DbId });
const oneTextPerLanguage = (texts: { language: string }[]) => new Set(texts.map((t) => t.language)).size === texts.length;
export const EmailTemplateSave = z.object({
  templateId: DbId.optional(),
  /** How administrators know the template; recipients read the subject. */
  title: name(200),
  texts: z.array(EmailTemplateText).min(1).max(13).refine(oneTextPerLanguage, { message: 'One text per language' }),
});
export type EmailTemplateSave = z.input<typeof EmailTemplateSave>;
/** One text as a real recipient would read it, saved or not. */
export const EmailPreviewRequest = z.object({ text: EmailTemplateText, userId: DbId });
export const EmailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof EmailPreview>;

// ── Sends ──

/** STOPPED: handing its messages to the outbox was given up after every attempt (stoppedReason says why). */
export const EMAIL_SEND_STATES = ['SENDING', 'DONE', 'STOPPED'] as const;
/** A recipient's message: not yet handed to the outbox or waiting for the mail server, delivered, or given up. */
export const EMAIL_DELIVERY_STATES = ['WAITING', 'SENT', 'FAILED'] as const;
export const EmailDeliveryState = z.enum(EMAIL_DELIVERY_STATES);

export const EmailSendCreate = z.object({ templateId: DbId, recipients: EmailRecipients });
export type EmailSendCreate = z.input<typeof EmailSendCreate>;
export const EmailSendItem = z.object({
  sendId: DbId,
  title: z.string(),
  /** The subject in the template's first language, as sent. */
  subject: z.string(),
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  /** DONE once every recipient's message is delivered or given up: the seed's send flag. */
  state: z.enum(EMAIL_SEND_STATES),
  stoppedReason: z.string().nullable(),
  sentBy: z.string(),
  createdAt: z.string(),
});
export type EmailSendItem = z.infer<typeof EmailSendItem>;
export const EmailSendListQuery = z.object({ ...paging, keyword: z.string().trim().max(100).optional() });
export type EmailSendListQuery = z.input<typeof EmailSendListQuery>;
export const EmailSendList = pageOf(EmailSendItem);
export const EmailSendIdBody = z.object({ sendId: DbId });
export const EmailSendDetail = EmailSendItem.extend({ languages: z.array(Language) });
export type EmailSendDetail = z.infer<typeof EmailSendDetail>;
export const EmailSendRecipientsQuery = z.object({ sendId: DbId, ...paging, state: EmailDeliveryState.optional(), keyword: z.string().trim().max(100).optional() });
export type EmailSendRecipientsQuery = z.input<typeof EmailSendRecipientsQuery>;
export const EmailSendRecipient = z.object({
  address: z.string(), name: z.string().nullable(), language: Language, state: EmailDeliveryState,
  /** Why the mail server refused or could not be reached, for a message given up or still being tried. */
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type EmailSendRecipient = z.infer<typeof EmailSendRecipient>;
export const EmailSendRecipients = pageOf(EmailSendRecipient);

// ── Endpoints: /mgmt/email/**, each screen's menu ──

const groups = { access: { menu: 'MGMT_EMAIL_GROUP' }, area: 'email' } as const;
const templates = { access: { menu: 'MGMT_EMAIL_TEMPLATE' }, area: 'email' } as const;
const sends = { access: { menu: 'MGMT_EMAIL_SEND' }, area: 'email' } as const;

export const emailApi = {
  groupList: endpoint({ ...groups, method: 'POST', path: '/mgmt/email/group/list', summary: 'Every e-mail group with its number of members', response: EmailGroupList }),
  groupSave: endpoint({ ...groups, method: 'POST', path: '/mgmt/email/group/save', summary: 'Adds (no id) or renames a group; names are unique', body: EmailGroupSave, response: SavedResponse }),
  groupDelete: endpoint({ ...groups, method: 'POST', path: '/mgmt/email/group/delete', summary: 'Deletes a group that has no members (else RELATED_DATA_EXISTS); past sends keep their recipients', body: EmailGroupIdBody, response: DeletedResponse }),
  groupMembers: endpoint({ ...groups, method: 'POST', path: '/mgmt/email/group/user/list', summary: 'The members of a group, by ID, name or company', body: EmailGroupMembersQuery, response: EmailGroupMembers }),
  groupAddMember: endpoint({ ...groups, method: 'POST', path: '/mgmt/email/group/user/save', summary: 'Adds one user to a group (APP users never; a member once)', body: EmailGroupMemberChange, response: DoneResponse }),
  groupRemoveMember: endpoint({ ...groups, method: 'POST', path: '/mgmt/email/group/user/delete', summary: 'Takes a user out of a group', body: EmailGroupMemberChange, response: DoneResponse }),
  groupCandidates: endpoint({ ...groups, method: 'POST', path: '/mgmt/email/group/user/search', summary: 'People who could join a group, by ID, name or company (APP users never)', body: EmailUserSearch, response: EmailUserList }),

  templateList: endpoint({ ...templates, method: 'POST', path: '/mgmt/email/template/list', summary: 'Templates by title, newest change first', body: EmailTemplateListQuery, response: EmailTemplateList }),
  templateDetail: endpoint({ ...templates, method: 'POST', path: '/mgmt/email/template/detail', summary: 'One template with its text in each language', body: EmailTemplateIdBody, response: EmailTemplateDetail }),
  templateSave: endpoint({ ...templates, method: 'POST', path: '/mgmt/email/template/save', summary: 'Adds (no id) or changes a template; each body is sanitised', body: EmailTemplateSave, response: SavedResponse }),
  templateDelete: endpoint({ ...templates, method: 'POST', path: '/mgmt/email/template/delete', summary: 'Deletes a template (sends keep the text they sent)', body: EmailTemplateIdBody, response: DeletedResponse }),
  templatePreview: endpoint({ ...templates, method: 'POST', path: '/mgmt/email/template/preview', summary: 'A text as the chosen user would receive it', body: EmailPreviewRequest, response: EmailPreview }),
  templateRecipients: endpoint({ ...templates, method: 'POST', path: '/mgmt/email/template/user/search', summary: 'People a preview may be written for (APP users never)', body: EmailUserSearch, response: EmailUserList }),

  sendList: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/list', summary: 'Sends, newest first, with how many were delivered', body: EmailSendListQuery, response: EmailSendList }),
  sendDetail: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/detail', summary: 'One send and its progress', body: EmailSendIdBody, response: EmailSendDetail }),
  sendRecipients: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/recipient/list', summary: "A send's recipients and where each message stands", body: EmailSendRecipientsQuery, response: EmailSendRecipients }),
  sendCount: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/count', summary: 'How many messages a send would make, each address once', body: EmailRecipients, response: EmailRecipientCount }),
  sendCreate: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/save', summary: 'Sends a template to groups, users and addresses: each address once, in its language, through the outbox', body: EmailSendCreate, response: SavedResponse }),
  sendGroups: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/group/list', summary: 'The groups a send may go to, each with the members a send reaches', response: EmailGroupList }),
  sendTemplates: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/template/list', summary: 'The templates a send may use', body: EmailTemplateListQuery, response: EmailTemplateList }),
  sendUsers: endpoint({ ...sends, method: 'POST', path: '/mgmt/email/send/user/search', summary: 'People a send may go to, by ID, name or company (APP users never)', body: EmailUserSearch, response: EmailUserList }),
};
