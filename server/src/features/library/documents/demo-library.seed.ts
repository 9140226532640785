// The demo's library: the PDFs and the web-help bundle under server/demo-content, published at the first
// start of a demo install through the same service an administrator's screens use (so they are stored,
// judged by content and indexed in the background like any upload).
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DocumentSave, VersionSave } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { systemSettings } from '../../../platform/db/settings.tables.ts';
import { documents as documents_ } from './documents.tables.ts';
import { SERVER_ROOT } from '../../../platform/paths.ts';
import type { DocumentService } from './documents.service.ts';

export const DEMO_CONTENT_DIR = path.join(SERVER_ROOT, 'demo-content');
const PUBLISHED_KEY = 'demo-library-published';

const Manifest = z.object({
  documents: z.array(z.object({
    key: z.string(),
    title: z.string(),
    description: z.string().default(''),
    /** As on the machine's plate; checked as an administrator's would be (DocumentSave). */
    productNumber: z.string().optional(),
    equipmentCode: z.string().optional(),
    documentType: z.string(),
    productType: z.string(),
    models: z.array(z.string()),
    exhaustCertifications: z.array(z.string()).default([]),
    regions: z.array(z.string()).default([]),
    versions: z.array(z.object({
      label: z.string(), file: z.string(), publishType: z.enum(['PDF', 'WEBHELP']), language: z.string(),
      final: z.boolean(), distributed: z.boolean(), distributedOn: z.string().nullable().default(null),
    })),
  })),
});

/** Publishes the demo documents once; a later start finds the flag and does nothing. */
export async function publishDemoLibrary(db: Db, documents: DocumentService, log: (message: string) => void): Promise<void> {
  const manifestFile = path.join(DEMO_CONTENT_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) return;
  const [done] = await db.select({ key: systemSettings.key }).from(systemSettings).where(eq(systemSettings.key, PUBLISHED_KEY));
  if (done) return;
  const manifest = Manifest.parse(JSON.parse(await readFile(manifestFile, 'utf8')));

  // The catalogue's codes (set up with the demo data) and the first account, read by their tables' names.
  const rowsOf = async <T extends Record<string, unknown>>(query: SQL) => (await db.execute<T>(query)).rows;
  const idsBy = async (query: SQL) => new Map((await rowsOf<{ id: number; code: string }>(query)).map((r) => [r.code, r.id]));
  const typeIds = await idsBy(sql`SELECT id, code FROM document_types`);
  const modelIds = await idsBy(sql`SELECT id, code FROM models`);
  const certIds = await idsBy(sql`SELECT id, code FROM exhaust_certifications`);
  const regionIds = await idsBy(sql`SELECT id, code FROM regions`);
  const [admin] = await rowsOf<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT 1`);

  const existing = new Set((await db.select({ title: documents_.title }).from(documents_)).map((d) => d.title.toLowerCase()));
  for (const doc of manifest.documents) {
    // A start cut off half-way left some documents published: carry on with the others.
    if (existing.has(doc.title.toLowerCase())) continue;
    const docModelIds = doc.models.map((code) => modelIds.get(code)).filter((id): id is number => id !== undefined);
    // A document belongs to the product line of its first model, or the first line of its product type.
    const [line] = docModelIds.length
      ? await rowsOf<{ id: number }>(sql`SELECT product_id AS id FROM models WHERE id IN (${sql.join(docModelIds.map((id) => sql`${id}`), sql`, `)}) LIMIT 1`)
      : await rowsOf<{ id: number }>(sql`
        SELECT p.id FROM products p JOIN product_types pt ON pt.id = p.product_type_id WHERE pt.code = ${doc.productType} ORDER BY p.sort_order LIMIT 1`);
    const documentTypeId = typeIds.get(doc.documentType);
    if (!line || !documentTypeId) {
      log(`demo library: skipped "${doc.title}" (unknown product type or document type)`);
      continue;
    }
    const documentId = await documents.save(DocumentSave.parse({
      title: doc.title, description: doc.description, documentTypeId, productId: line.id, productNumber: doc.productNumber, equipmentCode: doc.equipmentCode,
      models: docModelIds.map((modelId) => ({ modelId })),
      exhaustCertificationIds: doc.exhaustCertifications.map((c) => certIds.get(c)).filter((id) => id !== undefined),
      regionIds: doc.regions.map((r) => regionIds.get(r)).filter((id) => id !== undefined),
    }), admin?.id ?? 0);
    for (const version of doc.versions) {
      const draft = VersionSave.parse({ documentId, versionLabel: version.label, publishType: version.publishType, language: version.language, isFinal: version.final });
      const versionId = await documents.saveVersion(draft);
      const file = path.join(DEMO_CONTENT_DIR, version.file);
      await documents.uploadVersionFile(versionId, { stream: createReadStream(file), fileName: version.file });
      if (version.distributed) {
        await documents.saveVersion({ ...draft, id: versionId, distributionStatus: 'DISTRIBUTED', distributedOn: version.distributedOn });
      }
    }
  }
  await db.insert(systemSettings).values({ key: PUBLISHED_KEY, value: true }).onConflictDoNothing();
  log(`demo library: published ${manifest.documents.length} documents; their text is being indexed in the background`);
}
