// Global set-up, after the server is up: waits once, for every journey, until the demo library the server
// publishes at its first start is there as the journeys read it — each document of the demo manifest listed, each
// version's text indexed, and the troubleshooting guides laid after it suggested. The journeys then look for the
// demo's documents without waiting for them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API } from '@gsis/contract';
import { apiAs, type Api } from './api.ts';

const MANIFEST = path.resolve(import.meta.dirname, '../../server/demo-content/manifest.json');
/** How long a first start may take to publish and index the demo library on a loaded two-core machine. */
const BUDGET_MS = 300_000;

interface Manifest { documents: { title: string; versions: unknown[] }[] }

/** What is still missing of the demo library, in words; empty when it is all there. */
async function missing(admin: Api, manifest: Manifest): Promise<string[]> {
  const { items } = await admin.call(API.documents.managedList, { pageSize: 100 });
  const gaps: string[] = [];
  for (const document of manifest.documents) {
    const listed = items.find((item) => item.title === document.title);
    if (!listed) {
      gaps.push(`${document.title}: not published`);
      continue;
    }
    const { versions } = await admin.call(API.documents.detail, { id: listed.id });
    const waiting = versions.filter((v) => v.indexStatus !== 'INDEXED');
    if (versions.length < document.versions.length || waiting.length) {
      gaps.push(`${document.title}: ${versions.length} of ${document.versions.length} versions; ${waiting.map((v) => `${v.versionLabel} ${v.indexStatus}`).join(', ')}`);
    }
  }
  const { suggestItems } = await admin.call(API.search.suggest, { term: 'SPN 110 FMI 0' });
  if (!suggestItems.some((item) => item.kind === 'GUIDE')) gaps.push('the demo troubleshooting guides: not laid');
  return gaps;
}

export default async function demoLibraryReady(): Promise<void> {
  const started = Date.now();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const admin = await apiAs('admin');
  try {
    for (let gaps = await missing(admin, manifest); gaps.length; gaps = await missing(admin, manifest)) {
      if (Date.now() - started > BUDGET_MS) throw new Error(`the demo library is not ready after ${BUDGET_MS / 1000} s:\n${gaps.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await admin.dispose();
  }
  console.log(`demo library ready for the journeys in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
