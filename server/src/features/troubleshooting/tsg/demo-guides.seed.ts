// Lays the demo troubleshooting guides and the dictionary's demo terms once, after the demo library is
// published (their links name its documents): each guide published in English, through the same rows an
// administrator's save and publish write. A later start finds the flag and does nothing.
import { parseFaultCode, termToken, type GuideContent } from '@gsis/contract';
import { eq, sql } from 'drizzle-orm';
import type { ChangeSignals } from '../../../platform/db/change-signals.ts';
import type { Db } from '../../../platform/db/database.ts';
import { escapeLike } from '../../../platform/db/sql-text.ts';
import { systemSettings } from '../../../platform/db/settings.tables.ts';
import { managementView } from '../../library/access/reader-access.ts';
import { catalogueControllerTypes, catalogueModels, versionsTitled } from '../../library/library-views.ts';
import { symbols } from '../symbols/symbols.tables.ts';
import { DEMO_GUIDES, DEMO_TERMS, type DemoLink } from './demo-guides.data.ts';
import { faultCodeColumns } from './tsg.service.ts';
import { tsgGuides, tsgGuideVersions, tsgTerms } from './tsg.tables.ts';

const LAID_KEY = 'demo-guides-laid';

export async function layDemoGuides(db: Db, log: (message: string) => void, signals: ChangeSignals): Promise<void> {
  const [done] = await db.select({ key: systemSettings.key }).from(systemSettings).where(eq(systemSettings.key, LAID_KEY));
  if (done) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${LAID_KEY}))`);
    const [again] = await tx.select({ key: systemSettings.key }).from(systemSettings).where(eq(systemSettings.key, LAID_KEY));
    if (again) return;

    const terms = new Map<string, number>();
    for (const term of DEMO_TERMS) {
      const [row] = await tx.insert(tsgTerms).values({ category: term.category, texts: term.texts }).onConflictDoNothing().returning({ id: tsgTerms.id });
      if (row) terms.set(term.key, row.id);
    }
    const symbolIds = new Map((await tx.select({ id: symbols.id, number: symbols.number }).from(symbols)).map((s) => [s.number, s.id]));
    const modelIds = new Map((await tx.execute<{ id: number; code: string }>(sql`SELECT m.id, m.code FROM ${catalogueModels} m`)).rows.map((m) => [m.code, m.id]));
    const controllerIds = new Map((await tx.execute<{ id: number; source_tpcd: string }>(sql`SELECT c.id, c.source_tpcd FROM ${catalogueControllerTypes} c`)).rows.map((c) => [c.source_tpcd, c.id]));
    const versionOf = async (link: DemoLink) => {
      const { rows } = await tx.execute<{ document_id: number; version_id: number }>(sql`
        SELECT t.document_id, t.version_id FROM ${versionsTitled(managementView(0), escapeLike(link.document))} t WHERE t.version_label = ${link.version} LIMIT 1`);
      return rows[0];
    };
    /** The demo's text with its {term} keys as dictionary tokens (a key the dictionary lacks stays a word). */
    const text = (value = '') => value.replace(/\{([a-z-]+)\}/g, (whole, key: string) => (terms.has(key) ? termToken(terms.get(key)!) : whole));

    let laid = 0;
    for (const guide of DEMO_GUIDES) {
      const code = parseFaultCode(guide.code);
      const modelId = modelIds.get(guide.model);
      const controllerTypeId = controllerIds.get(guide.controller);
      if (!code || !modelId || !controllerTypeId) {
        log(`demo guides: skipped ${guide.model} ${guide.code} (unknown model, controller type or code)`);
        continue;
      }
      const steps: GuideContent['steps'] = [];
      for (const step of guide.steps) {
        const links = [];
        for (const link of step.links ?? []) {
          const version = await versionOf(link);
          if (version) links.push({ documentId: version.document_id, versionId: version.version_id, ...(link.topic ? { topic: link.topic } : { page: link.page ?? 1 }) });
        }
        steps.push({
          kind: step.kind, text: text(step.text), expected: text(step.expected), links,
          symbolIds: (step.symbols ?? []).map((number) => symbolIds.get(number)).filter((id): id is number => id !== undefined),
        });
      }
      const content: GuideContent = { title: guide.title, description: text(guide.description), causes: guide.causes.map((cause) => text(cause)), steps };
      const [row] = await tx.insert(tsgGuides).values({ modelId, productId: null, controllerTypeId, ...faultCodeColumns(code) }).onConflictDoNothing().returning({ id: tsgGuides.id });
      if (!row) continue;
      await tx.insert(tsgGuideVersions).values({
        guideId: row.id, language: 'en', label: '1.0', status: 'PUBLISHED', title: content.title, content, publishedAt: new Date(),
      });
      laid += 1;
    }
    await tx.insert(systemSettings).values({ key: LAID_KEY, value: true });
    log(`demo guides: ${laid} troubleshooting guides and ${terms.size} dictionary terms laid`);
    await signals.signal(tx, 'guides');
  });
}
