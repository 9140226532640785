// The rules of Contact Us: a message goes in a contact classification in use; it is kept, with the one file a
// visitor may attach, and each manager of the classification is e-mailed in their own language in the same
// transaction (so a message is never kept unannounced, nor announced and lost). A message whose hidden field
// is filled came from a program: it is answered like any other and kept nowhere.
import { ErrorCode, type ContactMessageDetail, type ContactMessageItem, type ContactMessageQuery, type ContactSend, type LanguageCode } from '@gsis/contract';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { labelFor } from '../../../platform/db/labels.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Attachments } from '../../../platform/files/attachments.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import * as repo from './contact.repo.ts';

export interface ContactService {
  send(input: z.output<typeof ContactSend>, language: LanguageCode | undefined): Promise<void>;
  list(query: z.output<typeof ContactMessageQuery>, language: LanguageCode): Promise<{ items: ContactMessageItem[]; total: number; page: number; pageSize: number }>;
  detail(id: number, language: LanguageCode): Promise<ContactMessageDetail>;
}

const OWNER = 'CONTACT_MESSAGE';

/** A country's name in a language, from Node's own data; the code where it has none. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function createContactService({ db, attachments, mailer }: { db: Db; attachments: Attachments; mailer: Mailer }): ContactService {
  return {
    async send(input, language) {
      if (input.website.trim() !== '') return;
      await db.transaction(async (tx) => {
        const found = await repo.contactClass(tx, input.classId);
        if (!found) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.classId', rule: 'not_found' }] });
        const messageId = await repo.insertMessage(tx, {
          classId: input.classId, name: input.name, company: input.company, email: input.email, countryCode: input.country,
          title: input.title, body: input.body, language: language ?? null,
        });
        await attachments.attachClaimed(tx, { type: OWNER, id: messageId }, input.attachmentClaims);
        for (const manager of await repo.managersToTell(tx, input.classId)) {
          const lang = manager.language ?? 'en';
          await mailer.queue(tx, 'CONTACT_RECEIVED', manager, {
            classification: labelFor(found.labels, lang),
            sender: input.name,
            email: input.email,
            company: input.company || '—',
            country: countryName(input.country, lang),
            title: input.title,
            message: input.body,
          }, `/management/support/contact?message=${messageId}`);
        }
      });
    },

    async list(query, language) {
      return { ...(await repo.listMessages(db, query, language)), page: query.page, pageSize: query.pageSize };
    },

    async detail(id, language) {
      const found = await repo.findMessage(db, id, language);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return { ...found, attachments: await attachments.listFor(db, { type: OWNER, id }) };
    },
  };
}
