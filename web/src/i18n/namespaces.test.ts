// Namespaces load on demand (i18n.ts): a component gets a namespace's words only after asking for it with
// useTranslation, which waits for its file. So a key of another namespace ('forgot:id.title') works only in a
// component that asked for that namespace, and the shell, drawn outside the pages' <Suspense>, may ask only
// for the namespaces in the first download.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutComments } from '../../../checks/source-files.ts';
import { SHELL_NAMESPACES } from './i18n.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const NAMESPACES = new Set(readdirSync(path.join(SRC, 'i18n/locales/en')).map((file) => file.replace(/\.json$/, '')));

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: file.split(path.sep).join('/'), code: withoutComments(readFileSync(path.join(SRC, file), 'utf8')) }));
const codeOf = new Map(sources.map((s) => [s.file, s.code]));

/** The namespaces a file asks for: useTranslation('x'), useTranslation(['x', 'y']), useTranslation(NS). */
function askedFor(file: string, code: string): Set<string> {
  const asked = new Set<string>();
  for (const [, args = ''] of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
    if (args.trim() === '') asked.add('common');
    for (const [, ns] of args.matchAll(/'([^']+)'/g)) asked.add(ns!);
    // A feature's NS constant is the feature's own namespace (its folder's name).
    if (/\bNS\b/.test(args)) asked.add(file.split('/')[1]!);
  }
  return asked;
}

/** Namespaces named in keys: t('forgot:id.title'), t(`errors:${code}`). */
const namedInKeys = (code: string) => new Set([...code.matchAll(/\bt\(\s*['`]([a-z-]+):/g)].map((m) => m[1]!).filter((ns) => NAMESPACES.has(ns)));

/** Files the entry imports statically, directly or not: the shell, drawn before any page's chunk. */
function shellFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !codeOf.has(file)) return;
    seen.add(file);
    for (const [, specifier] of codeOf.get(file)!.matchAll(/(?:^|[\s;}])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/g)) {
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier!)));
    }
  };
  visit('main.tsx');
  return [...seen];
}

describe('namespaces loaded on demand', () => {
  it('a component names keys only of namespaces it asked for (or the first download has)', () => {
    const problems = sources.flatMap(({ file, code }) => {
      const asked = askedFor(file, code);
      return [...namedInKeys(code)].filter((ns) => !asked.has(ns) && !(SHELL_NAMESPACES as readonly string[]).includes(ns)).map((ns) => `${file}: t('${ns}:…') without useTranslation('${ns}')`);
    });
    expect(problems).toEqual([]);
  });

  it('the shell asks only for the namespaces of the first download', () => {
    const shell = shellFiles();
    expect(shell).toContain('app/layout/Header.tsx');
    const problems = shell.flatMap((file) => [...askedFor(file, codeOf.get(file)!), ...namedInKeys(codeOf.get(file)!)]
      .filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns)).map((ns) => `${file}: ${ns}`));
    expect(problems).toEqual([]);
  });
});
