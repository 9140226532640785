// The project's TypeScript sources and what each imports, read the way the bundlers resolve relative paths.
// Regular expressions over comment-free text are enough here: the code base writes imports one way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface SourceFile {
  /** Path from the repository root, with '/' separators. */
  file: string;
  /** The code without comments (strings kept). */
  code: string;
  /** Imports resolved to repository paths ('@gsis/contract' → 'contract/src/index.ts'); packages as written. */
  imports: string[];
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.vite']);

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return walk(rel);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Blanks out comments so that an example in a comment is not taken for an import or a path. */
export function withoutComments(text: string): string {
  return text.replace(/("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match, literal: string | undefined) => literal ?? match.replace(/[^\n]/g, ' '));
}

const IMPORT = /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g;

function resolve(from: string, specifier: string): string {
  if (specifier === '@gsis/contract') return 'contract/src/index.ts';
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

export function readSources(...dirs: string[]): SourceFile[] {
  return dirs.flatMap(walk).map((file) => {
    const code = withoutComments(readFileSync(path.join(ROOT, file), 'utf8'));
    const imports = [...code.matchAll(IMPORT)].map((m) => resolve(file, (m[1] ?? m[2] ?? m[3])!));
    return { file, code, imports };
  });
}
