// A database as it stood before a migration: the migrations up to the one named, from a copy of the folder whose
// journal stops there, so a test can lay down the data the migration meets and then run the rest.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, runMigrations, type Database } from '../src/platform/db/database.ts';

/** Applies every migration before the one whose tag ends with `tagEnding` (e.g. `_kit_statistics`). */
export async function migrateUpTo(database: Database, tagEnding: string): Promise<void> {
  const before = await mkdtemp(path.join(tmpdir(), 'gsis-migrations-'));
  try {
    await cp(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith(tagEnding));
    if (at < 1) throw new Error(`no migration after the first ends with ${tagEnding}`);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await runMigrations(database, before);
  } finally {
    await rm(before, { recursive: true, force: true });
  }
}
