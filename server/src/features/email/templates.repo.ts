// SQL of e-mail templates and their texts per language.
import type { EmailTemplateDetail, EmailTemplateItem, EmailTemplateText, LanguageCode } from '@gsis/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, isoUtc } from '../../platform/db/sql-text.ts';
import { emailTemplates, emailTemplateTexts } from './email.tables.ts';

export async function listTemplates(db: DbOrTx, query: { keyword?: string | undefined; page: number; pageSize: number }): Promise<{ items: EmailTemplateItem[]; total: number }> {
  const where = query.keyword
    ? sql`(t.title ILIKE ${containing(query.keyword)} OR EXISTS (SELECT 1 FROM email_template_texts x WHERE x.template_id = t.id AND x.subject ILIKE ${containing(query.keyword)}))`
    : sql`true`;
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<EmailTemplateItem>(sql`
      SELECT t.id AS "templateId", t.title,
        coalesce((SELECT array_agg(x.language ORDER BY x.language = 'en' DESC, x.language) FROM email_template_texts x WHERE x.template_id = t.id), '{}') AS languages,
        ${isoUtc('t.updated_at')} AS "updatedAt"
      FROM email_templates t WHERE ${where} ORDER BY t.updated_at DESC, t.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM email_templates t WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}

export async function findTemplate(db: DbOrTx, id: number, lock = false): Promise<EmailTemplateDetail | undefined> {
  const { rows } = await db.execute<{ title: string; updatedAt: string }>(sql`
    SELECT title, ${isoUtc('updated_at')} AS "updatedAt" FROM email_templates WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
  const template = rows[0];
  if (!template) return undefined;
  const texts = await db.select({ language: emailTemplateTexts.language, subject: emailTemplateTexts.subject, bodyHtml: emailTemplateTexts.bodyHtml })
    .from(emailTemplateTexts).where(eq(emailTemplateTexts.templateId, id))
    .orderBy(sql`${emailTemplateTexts.language} = 'en' DESC`, emailTemplateTexts.language);
  return { templateId: id, title: template.title, updatedAt: template.updatedAt, texts: texts as (EmailTemplateText & { language: LanguageCode })[] };
}

export async function insertTemplate(tx: DbOrTx, title: string): Promise<number> {
  const [row] = await tx.insert(emailTemplates).values({ title }).returning({ id: emailTemplates.id });
  return row!.id;
}

/** The template's title and its texts, replaced whole. */
export async function writeTemplate(tx: DbOrTx, id: number, title: string, texts: EmailTemplateText[]): Promise<void> {
  await tx.update(emailTemplates).set({ title, updatedAt: sql`now()` }).where(eq(emailTemplates.id, id));
  await tx.delete(emailTemplateTexts).where(eq(emailTemplateTexts.templateId, id));
  await tx.insert(emailTemplateTexts).values(texts.map((text) => ({ templateId: id, ...text })));
}

export async function deleteTemplate(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
}

/** The details a preview fills in, of a user who is not an APP account. */
export async function previewRecipient(db: DbOrTx, userId: number): Promise<{ address: string; name: string; company: string | null } | undefined> {
  const { rows } = await db.execute<{ address: string; name: string; company: string | null }>(sql`
    SELECT lower(login_id) AS address, name, company FROM users WHERE id = ${userId} AND user_type <> 'APP'`);
  return rows[0];
}
