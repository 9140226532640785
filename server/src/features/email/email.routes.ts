// E-mail administration behind its three menus (/mgmt/email/**): groups, templates, sends.
import { emailApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { EmailGroups } from './groups.service.ts';
import type { EmailSends } from './sends.service.ts';
import type { EmailTemplates } from './templates.service.ts';

export function registerEmailRoutes(app: App, { groups, templates, sends }: { groups: EmailGroups; templates: EmailTemplates; sends: EmailSends }): void {
  serve(app, emailApi.groupList, async () => ({ items: await groups.list() }));
  serve(app, emailApi.groupSave, async ({ actor, body }) => ({ id: await groups.save(actor, body) }));
  serve(app, emailApi.groupDelete, ({ actor, body }) => groups.remove(actor, body.groupId));
  serve(app, emailApi.groupMembers, ({ body }) => groups.members(body));
  serve(app, emailApi.groupAddMember, ({ actor, body }) => groups.addMember(actor, body.groupId, body.userId));
  serve(app, emailApi.groupRemoveMember, ({ actor, body }) => groups.removeMember(actor, body.groupId, body.userId));
  serve(app, emailApi.groupCandidates, async ({ body }) => ({ items: await groups.findPeople(body.keyword, body.groupId) }));

  serve(app, emailApi.templateList, ({ body }) => templates.list(body));
  serve(app, emailApi.templateDetail, ({ body }) => templates.detail(body.templateId));
  serve(app, emailApi.templateSave, async ({ actor, body }) => ({ id: await templates.save(actor, body) }));
  serve(app, emailApi.templateDelete, ({ actor, body }) => templates.remove(actor, body.templateId));
  serve(app, emailApi.templatePreview, ({ body }) => templates.preview(body.text, body.userId));
  serve(app, emailApi.templateRecipients, async ({ body }) => ({ items: await groups.findPeople(body.keyword) }));

  serve(app, emailApi.sendList, ({ body }) => sends.list(body));
  serve(app, emailApi.sendDetail, ({ body }) => sends.detail(body.sendId));
  serve(app, emailApi.sendRecipients, ({ body }) => sends.recipients(body));
  serve(app, emailApi.sendCount, async ({ body }) => ({ count: await sends.count(body) }));
  serve(app, emailApi.sendCreate, async ({ actor, body }) => ({ id: await sends.send(actor, body.templateId, body.recipients) }));
  serve(app, emailApi.sendGroups, async () => ({ items: await groups.list(true) }));
  serve(app, emailApi.sendTemplates, ({ body }) => templates.list(body));
  serve(app, emailApi.sendUsers, async ({ body }) => ({ items: await groups.findPeople(body.keyword) }));
}
