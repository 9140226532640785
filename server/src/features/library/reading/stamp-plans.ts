// The part of a PDF's watermarked copies that is the same for every reader (platform/pdf/watermark.ts,
// "Stamping"): made once per file — by the indexing job after upload, or by the first reader if that has not
// run — and kept under files/cache/stamp-plans beside the file's plan, so every instance sharing the folder
// uses it and a reader's copy is made in milliseconds.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { runPdfTask } from '../../../platform/pdf/pdf-helpers.ts';
import { STAMP_PLAN_FORMAT, type StampPlan } from '../../../platform/pdf/stamp-plan.ts';

/** A file's plan, and the files a copy is sent from: the base (the original, or its rewrite), then the pages' part. */
export interface KeptPlan {
  plan: StampPlan;
  baseFile: string;
  pagesFile: string;
}

export interface StampPlans {
  /** The file's plan, made now if it is not kept yet (a full parse of the file: one at a time per file). */
  planFor(sha256: string): Promise<KeptPlan>;
}

/** Written beside its final name and renamed into place: a reader never finds half a file. */
async function writeWhole(file: string, bytes: Uint8Array | string): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('base64url')}.part`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

export function createStampPlans(storage: FileStorage): StampPlans {
  const dir = storage.cacheDir('stamp-plans');
  const making = new Map<string, Promise<KeptPlan>>();
  const filesOf = (sha256: string) => ({
    planFile: path.join(dir, `${sha256}.json`),
    pagesFile: path.join(dir, `${sha256}.pages`),
    rewriteFile: path.join(dir, `${sha256}.base.pdf`),
  });

  async function kept(sha256: string): Promise<KeptPlan | undefined> {
    const { planFile, pagesFile, rewriteFile } = filesOf(sha256);
    const text = await readFile(planFile, 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    let plan: StampPlan;
    try {
      plan = JSON.parse(text) as StampPlan;
    } catch {
      return undefined; // written by a version that wrote it differently: made again
    }
    if (plan.format !== STAMP_PLAN_FORMAT) return undefined;
    return { plan, pagesFile, baseFile: plan.rewritten ? rewriteFile : storage.blobPath(sha256) };
  }

  async function make(sha256: string): Promise<KeptPlan> {
    const { planFile, pagesFile, rewriteFile } = filesOf(sha256);
    const baseFile = storage.blobPath(sha256);
    // In a PDF helper process: a full parse of the file, whose memory the server's own process never holds.
    const { plan, pagesPart, rewrite } = await runPdfTask({ kind: 'stamp-plan', source: { file: baseFile } });
    await mkdir(dir, { recursive: true });
    // The plan last: its presence says the other files are whole.
    if (rewrite) await writeWhole(rewriteFile, rewrite);
    await writeWhole(pagesFile, pagesPart);
    await writeWhole(planFile, JSON.stringify(plan));
    return { plan, pagesFile, baseFile: rewrite ? rewriteFile : baseFile };
  }

  return {
    async planFor(sha256) {
      const found = await kept(sha256);
      if (found) return found;
      let pending = making.get(sha256);
      if (!pending) {
        pending = make(sha256).finally(() => making.delete(sha256));
        making.set(sha256, pending);
      }
      return pending;
    },
  };
}
