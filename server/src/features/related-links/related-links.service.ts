// The rules of the related links: a new link goes last in its block, a block is reordered as a whole (every
// link of it, each once), and every change is written to the audit trail in its transaction.
//
// The footer's list is asked for by every page anyone opens and changes a few times a year: each instance keeps
// it in memory, dropped on every instance by the transaction that changes it (change-signals.ts), and after a
// minute in any case (for a link changed by hand in SQL).
import { ErrorCode, isRelatedLinkUrl, type RelatedLink, type RelatedLinkItem } from '@gsis/contract';
import type { z } from 'zod';
import type { RelatedLinkSave as SaveSchema, RelatedLinkSort as SortSchema } from '@gsis/contract';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { keptAnswers } from '../../platform/cache/kept-answers.ts';
import type { ChangeSignals } from '../../platform/db/change-signals.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { namesEveryOne } from '../../platform/db/sql-text.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './related-links.repo.ts';

export interface RelatedLinkService {
  /** The footer's links: in use, and only those whose address may be put in an href. */
  inUse(): Promise<RelatedLink[]>;
  list(): Promise<RelatedLinkItem[]>;
  detail(id: number): Promise<RelatedLinkItem>;
  save(actor: Actor, input: z.output<typeof SaveSchema>): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
  sort(actor: Actor, input: z.output<typeof SortSchema>): Promise<void>;
}

const shown = ({ linkType, linkName, linkUrl, useYn }: Pick<RelatedLinkItem, 'linkType' | 'linkName' | 'linkUrl' | 'useYn'>) => ({ linkType, linkName, linkUrl, useYn });

export function createRelatedLinkService({ db, signals }: { db: Db; signals: ChangeSignals }): RelatedLinkService {
  const keptFooter = keptAnswers<RelatedLink[]>({ signals, topic: 'relatedLinks', max: 1, ttlMs: 60_000 });
  /** Every change is made in a transaction that tells every instance to forget the footer when it commits. */
  const changing = <T>(change: (tx: DbOrTx) => Promise<T>) => db.transaction(async (tx) => {
    const result = await change(tx);
    await signals.signal(tx, 'relatedLinks');
    return result;
  });
  return {
    // A stored address that is not http(s) or a GSIS page (javascript:, //host, from before the save rule or
    // written by hand) never reaches the footer's href; it is left out rather than failing the whole list.
    inUse: () => keptFooter.get('footer', async () => (await repo.listLinksInUse(db)).filter((link) => isRelatedLinkUrl(link.linkUrl))),
    list: () => repo.listLinks(db),

    async detail(id) {
      const link = await repo.findLink(db, id);
      if (!link) throw new AppError(ErrorCode.NOT_FOUND);
      return link;
    },

    save(actor, input) {
      const values = shown(input);
      return changing(async (tx) => {
        if (input.linkId === undefined) {
          const id = await repo.insertLink(tx, values);
          await recordAudit(tx, actor, { action: 'RELATED_LINK_CREATE', targetType: 'RELATED_LINK', targetId: id, before: null, after: values });
          return id;
        }
        const before = await repo.findLink(tx, input.linkId, true);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.updateLink(tx, input.linkId, values, before.linkType !== values.linkType);
        await recordAudit(tx, actor, { action: 'RELATED_LINK_UPDATE', targetType: 'RELATED_LINK', targetId: input.linkId, before: shown(before), after: values });
        return input.linkId;
      });
    },

    remove(actor, id) {
      return changing(async (tx) => {
        const before = await repo.findLink(tx, id, true);
        if (!before || !(await repo.deleteLink(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
        await recordAudit(tx, actor, { action: 'RELATED_LINK_DELETE', targetType: 'RELATED_LINK', targetId: id, before: shown(before), after: null });
      });
    },

    sort(actor, { linkType, linkIds }) {
      return changing(async (tx) => {
        const block = await repo.lockBlock(tx, linkType);
        // The whole block, as it is now: an order made from a stale screen (a link added or deleted meanwhile) is refused.
        if (!namesEveryOne(linkIds, block)) {
          throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.linkIds', rule: 'not_the_block' }] });
        }
        await repo.setOrder(tx, linkType, linkIds);
        await recordAudit(tx, actor, { action: 'RELATED_LINK_SORT', targetType: 'RELATED_LINK', targetId: linkType, before: null, after: { linkIds } });
      });
    },
  };
}
