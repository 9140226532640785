// The contract's shared vocabulary and its menus, checked on every test run: an area of the contract takes the words
// every area uses from the shared modules, and reaches another area only for a domain shape it reuses; and no code
// names a menu the menu tree does not hold, even where types cannot see (SQL, seeds, tests). A failure lists every
// file and import, or file and word, that breaks the rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, flattenMenuTree } from '../contract/src/menus.ts';
import { ROOT, readSources, type SourceFile } from './source-files.ts';

const CONTRACT = 'contract/src';
const inContract = (name: string) => `${CONTRACT}/${name}.ts`;
const isTest = (file: string) => /\.test\.tsx?$|test-helper/.test(file);

/**
 * The modules any file of the contract may use: the vocabulary, the endpoint and the shapes every area shares, the
 * menu tree (its MenuId types every endpoint's access), the text tools search and the server share, and a second
 * factor's shapes (sign-in sets one up where it must, My info where one chooses to).
 */
const SHARED = new Set([
  'vocabulary', 'endpoint', 'common', 'fields', 'ids', 'languages', 'errors', 'attachments', 'fault-codes', 'menus',
  'language-versions', 'api-paths', 'search-text', 'homoglyphs', 'ukrainian', 'second-factor',
].map(inContract));
/** The files that gather every area into the one API (and the package's face): they import every area by design. */
const GATHERERS = new Set(['index', 'api'].map(inContract));

/** An area may import another area only for a domain shape it reuses; each such edge, and why. */
const AREA_EDGES: Record<string, string[]> = {
  // A company sign-in opens the same session a password does, and answers as /api/login.
  [inContract('company-sign-in')]: [inContract('login')],
  // Feedback is routed to the managers of its support classification: the support classes' manager shapes.
  [inContract('feedback')]: [inContract('support-classes')],
  // A field kit carries document versions (plates, what changed), symbol cards and troubleshooting guides.
  [inContract('kits')]: [inContract('documents'), inContract('symbols'), inContract('tsg')],
  // Search lists documents as the document list does: its item, filters, sorts and codes.
  [inContract('search')]: [inContract('documents')],
  // A troubleshooting guide shows the symbol cards of its steps.
  [inContract('tsg')]: [inContract('symbols')],
};

const contract = readSources(CONTRACT).filter((s) => !isTest(s.file) && !GATHERERS.has(s.file));
const isArea = (file: string) => file.startsWith(`${CONTRACT}/`) && !SHARED.has(file) && !GATHERERS.has(file);

/** The names a file imports from `target`, as written before any `as`. */
function namesImported(source: SourceFile, target: string): string[] {
  return [...source.code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)]
    .filter((m) => path.posix.normalize(path.posix.join(path.posix.dirname(source.file), m[2]!)) === target)
    .flatMap((m) => m[1]!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter(Boolean));
}

/** Every name a module exports by declaration or by list. */
function namesExported(source: SourceFile): string[] {
  const declared = [...source.code.matchAll(/export\s+(?:async\s+)?(?:const|let|function|type|interface|class|enum)\s+(\w+)/g)].map((m) => m[1]!);
  const listed = [...source.code.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!).filter(Boolean));
  return [...declared, ...listed];
}

describe("the contract's vocabulary", () => {
  it('an area imports another area only along a listed edge, and a shared module imports no area', () => {
    const stray = contract.flatMap((s) => s.imports
      .filter((target) => isArea(target) && target !== s.file && !(AREA_EDGES[s.file] ?? []).includes(target))
      .map((target) => `${s.file} → ${target}`));
    expect(stray).toEqual([]);
  });

  it('every listed edge is still taken', () => {
    const unused = Object.entries(AREA_EDGES).flatMap(([file, targets]) => {
      const imports = contract.find((s) => s.file === file)?.imports ?? [];
      return targets.filter((target) => !imports.includes(target)).map((target) => `${file} → ${target}`);
    });
    expect(unused).toEqual([]);
  });

  it('a word a shared module defines is imported from that module, never through an area', () => {
    const sharedWords = new Set(contract.filter((s) => SHARED.has(s.file)).flatMap(namesExported));
    const borrowed = contract.flatMap((s) => s.imports.filter(isArea).flatMap((target) =>
      namesImported(s, target).filter((name) => sharedWords.has(name)).map((name) => `${s.file} → ${target}: ${name}`)));
    expect(borrowed).toEqual([]);
  });
});

describe('the menus', () => {
  const MENU_IDS = new Set<string>(flattenMenuTree().map((m) => m.menuId));
  /** A quoted word of a menu family: what a menu id looks like where no type checks it. */
  const MENU_LOOKING = /['"`]((?:MGMT|MYLIB|MY_LIBRARY|SUPPORT|PRODUCT|DOCUMENT|TSG|SYMBOL)[A-Z0-9_]*)['"`]/g;
  /** Words of the same look from other vocabularies, each named by where it is defined. */
  const NOT_MENUS = new Set<string>([
    ...BUILT_IN_ROLES, // contract/src/menus.ts: DOCUMENT_MANAGER, SUPPORT_MANAGER
    'DOCUMENT_VIEW', 'DOCUMENT_DOWNLOAD', // server/src/platform/access-events.ts: AccessAction
    'DOCUMENT_TYPE', // server/src/features/library/access/grants.tables.ts: a reader grant's kind
  ]);
  /** server/src/platform/audit/audit.ts: audit targets, and the actions on them (SYMBOL_CREATE, TSG_GUIDE_PUBLISH …). */
  const AUDITED = /^(?:SYMBOL|TSG_TERM|TSG_GUIDE|SUPPORT_CLASS)(?:_[A-Z]+)?$/;
  const isMenuOrOtherWord = (word: string) => MENU_IDS.has(word) || NOT_MENUS.has(word) || AUDITED.test(word) || word.endsWith('_');

  it('code, tests and SQL name only menus of the tree (a prefix such as MGMT_ is a family, not a menu)', () => {
    const code = readSources('contract/src', 'server/src', 'server/test', 'web/src', 'e2e', 'bench')
      .map((s) => ({ file: s.file, text: s.code }));
    const migrations = readdirSync(path.join(ROOT, 'server/drizzle')).filter((f) => f.endsWith('.sql'))
      .map((f) => ({ file: `server/drizzle/${f}`, text: readFileSync(path.join(ROOT, 'server/drizzle', f), 'utf8').replace(/--[^\n]*/g, '') }));
    const unknown = [...code, ...migrations].flatMap(({ file, text }) => [...text.matchAll(MENU_LOOKING)]
      .map((m) => m[1]!).filter((word) => !isMenuOrOtherWord(word)).map((word) => `${file}: ${word}`));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('the words kept apart from menus are not menus themselves', () => {
    expect([...NOT_MENUS].filter((word) => MENU_IDS.has(word))).toEqual([]);
  });
});
