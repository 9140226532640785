// The rules of e-mail templates: a title and, per language, a subject and a body kept only as far as the
// rich-text allow-list reaches (a body that sanitises to nothing is refused at its field); previews are the
// message a real user would get. Changes are audited; a send keeps the text it sent, so deleting is free.
import { ErrorCode, type EmailPreview, type EmailTemplateDetail, type EmailTemplateItem, type EmailTemplateListQuery, type EmailTemplateSave, type EmailTemplateText } from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { textOf } from '../../platform/html/html-text.ts';
import { cleanRichText } from '../../platform/rich-text/rich-text.ts';
import { composeMail } from './composed-mail.ts';
import * as repo from './templates.repo.ts';

export interface EmailTemplates {
  list(query: z.output<typeof EmailTemplateListQuery>): Promise<{ items: EmailTemplateItem[]; total: number; page: number; pageSize: number }>;
  detail(templateId: number): Promise<EmailTemplateDetail>;
  save(actor: Actor, input: z.output<typeof EmailTemplateSave>): Promise<number>;
  remove(actor: Actor, templateId: number): Promise<void>;
  preview(text: EmailTemplateText, userId: number): Promise<EmailPreview>;
}

/** The text with its body sanitised; a body with no words left is refused at `field`. */
function cleanText(text: EmailTemplateText, field: string): EmailTemplateText {
  const bodyHtml = cleanRichText(text.bodyHtml);
  if (!textOf(bodyHtml)) throw new AppError(ErrorCode.REQUIRED_VALUES_MISSING, { fields: [{ path: field, rule: 'required' }] });
  return { ...text, bodyHtml };
}

export function createEmailTemplates({ db, publicUrl }: { db: Db; publicUrl: string }): EmailTemplates {
  const target = (id: number) => ({ targetType: 'EMAIL_TEMPLATE' as const, targetId: id });
  const audited = (title: string, texts: EmailTemplateText[]) => ({ title, texts: texts.map((t) => ({ language: t.language, subject: t.subject })) });

  return {
    async list(query) {
      return { ...(await repo.listTemplates(db, query)), page: query.page, pageSize: query.pageSize };
    },

    async detail(templateId) {
      const found = await repo.findTemplate(db, templateId);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return found;
    },

    save(actor, input) {
      const texts = input.texts.map((text, i) => cleanText(text, `body.texts.${i}.bodyHtml`));
      return db.transaction(async (tx) => {
        if (input.templateId === undefined) {
          const id = await repo.insertTemplate(tx, input.title);
          await repo.writeTemplate(tx, id, input.title, texts);
          await recordAudit(tx, actor, { action: 'EMAIL_TEMPLATE_CREATE', ...target(id), before: null, after: audited(input.title, texts) });
          return id;
        }
        const before = await repo.findTemplate(tx, input.templateId, true);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.writeTemplate(tx, input.templateId, input.title, texts);
        await recordAudit(tx, actor, { action: 'EMAIL_TEMPLATE_UPDATE', ...target(input.templateId), before: audited(before.title, before.texts), after: audited(input.title, texts) });
        return input.templateId;
      });
    },

    remove(actor, templateId) {
      return db.transaction(async (tx) => {
        const before = await repo.findTemplate(tx, templateId, true);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.deleteTemplate(tx, templateId);
        await recordAudit(tx, actor, { action: 'EMAIL_TEMPLATE_DELETE', ...target(templateId), before: audited(before.title, before.texts), after: null });
      });
    },

    async preview(text, userId) {
      const clean = cleanText(text, 'body.text.bodyHtml');
      const recipient = await repo.previewRecipient(db, userId);
      if (!recipient) throw new AppError(ErrorCode.NOT_FOUND, { fields: [{ path: 'body.userId', rule: 'not_found' }] });
      return composeMail(clean, recipient, publicUrl);
    },
  };
}
