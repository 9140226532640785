// The rules of access requests: a reader asks for a document they can see but may not read (one request
// waiting per document), and the holders of user management are e-mailed in their language in the same
// transaction. Granting adds the document to the reader's grants through user management's own change
// (delegation rules and audit trail included) — refused when the document's regions would still keep it from
// them; declining keeps the administrator's note. The reader is e-mailed either way.
import { ErrorCode, type AccessRequestDecision, type AccessRequestItem, type AccessRequestSave, type AccessRequestsQuery, type MyAccessRequestsQuery } from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { ReaderAccess } from '../library/access/reader-access.ts';
import type { DocumentService } from '../library/documents/documents.service.ts';
import * as repo from './access-requests.repo.ts';
import type { UserService } from './users.service.ts';

type Page = { items: AccessRequestItem[]; total: number; page: number; pageSize: number };
export interface Requester { userId: number; loginId: string; name: string; company: string | null }

export interface AccessRequestService {
  request(requester: Requester, input: z.output<typeof AccessRequestSave>): Promise<number>;
  mine(userId: number, query: z.output<typeof MyAccessRequestsQuery>): Promise<Page>;
  list(query: z.output<typeof AccessRequestsQuery>): Promise<Page>;
  decide(actor: Actor & { name: string }, input: z.output<typeof AccessRequestDecision>): Promise<void>;
}


export function createAccessRequestService({ db, readers, documents, users, mailer, clock }: {
  db: Db; readers: ReaderAccess; documents: DocumentService; users: UserService; mailer: Mailer; clock: () => Date;
}): AccessRequestService {
  return {
    async request(requester, input) {
      // Only a document the reader can see in the library (distributed, in use), and may not read yet.
      const document = await documents.readerDocument(input.documentId, await readers.viewOf(requester.userId), 'en');
      if (document.authorised) throw new AppError(ErrorCode.ALREADY_READABLE);
      return db.transaction(async (tx) => {
        const id = await repo.insertRequest(tx, { userId: requester.userId, documentId: input.documentId, reason: input.reason });
        if (id === undefined) throw new AppError(ErrorCode.ACCESS_ALREADY_REQUESTED);
        for (const manager of await repo.userManagers(tx)) {
          await mailer.queue(tx, 'ACCESS_REQUESTED', manager, {
            requester: requester.name, loginId: requester.loginId, company: requester.company ?? '—', title: document.title, reason: input.reason,
          }, `/management/user/access?id=${id}`);
        }
        return id;
      });
    },

    async mine(userId, query) {
      const { items, total } = await repo.listRequests(db, { ...query, userId });
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async list(query) {
      const { items, total } = await repo.listRequests(db, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async decide(actor, input) {
      const found = await repo.findRequest(db, input.requestId);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      if (found.status !== 'PENDING') throw new AppError(ErrorCode.ALREADY_DECIDED);
      const note = input.note || null;
      const record = async (tx: Parameters<typeof repo.decide>[0], status: 'GRANTED' | 'DECLINED') => {
        const request = await repo.findRequest(tx, input.requestId, true);
        if (!request || request.status !== 'PENDING') throw new AppError(ErrorCode.ALREADY_DECIDED);
        if (status === 'GRANTED' && !request.authorised) throw new AppError(ErrorCode.OUTSIDE_DOCUMENT_REGION);
        // Whoever decided first wins; the grant made on the way is rolled back with this.
        if (!(await repo.decide(tx, request.requestId, { status, note, deciderId: actor.userId, deciderName: actor.name, decidedAt: clock() }))) {
          throw new AppError(ErrorCode.ALREADY_DECIDED);
        }
        const to = { address: request.requester.loginId, name: request.requester.name, language: request.language };
        if (to.address.includes('@')) {
          await mailer.queue(tx, status === 'GRANTED' ? 'ACCESS_GRANTED' : 'ACCESS_DECLINED', to, { title: request.documentTitle, decider: actor.name, note: note ?? '' },
            status === 'GRANTED' ? `/document/view/${request.documentId}` : '/mylibrary/access');
        }
      };
      if (input.grant) await users.grantDocument(actor, found.requester.userId, found.documentId, (tx) => record(tx, 'GRANTED'));
      else {
        await db.transaction(async (tx) => {
          await record(tx, 'DECLINED');
          await recordAudit(tx, actor, {
            action: 'ACCESS_DECLINE', targetType: 'ACCESS_REQUEST', targetId: input.requestId,
            before: { status: 'PENDING', userId: found.requester.userId, documentId: found.documentId }, after: { status: 'DECLINED', note },
          });
        });
      }
    },
  };
}

