// The layering docs/architecture.md describes, checked on every test run: each rule names what it keeps
// apart, and a failure lists every file and import that breaks it.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_PATH_PREFIXES } from '../contract/src/api-paths.ts';
import { ENDPOINTS } from '../contract/src/api.ts';
import { AREAS } from '../contract/src/endpoint.ts';
import { ROOT, readSources, type SourceFile } from './source-files.ts';

const sources = readSources('contract/src', 'server/src', 'server/test', 'web/src');
const isTest = (file: string) => /\.test\.tsx?$|test-helper/.test(file);
const code = sources.filter((s) => !isTest(s.file) && !s.file.startsWith('server/test/'));

/** The lines of a file that match `pattern`, as "file:line: code". */
const lines = (s: SourceFile, pattern: RegExp) => s.code.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${s.file}:${i + 1}: ${line.trim().slice(0, 140)}`] : []));

/** Every import of a file matching `from` that reaches a file matching `to`, as "file → import". */
function imports(files: SourceFile[], to: (target: string, source: SourceFile) => boolean): string[] {
  return files.flatMap((s) => s.imports.filter((target) => to(target, s)).map((target) => `${s.file} → ${target}`));
}

const under = (dir: string) => (file: string) => file.startsWith(`${dir}/`);
/** The feature a file belongs to ('library' for server/src/features/library/documents/x.ts), if any. */
const featureOf = (root: string, file: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1).split('/')[0] : undefined);

describe('the contract', () => {
  it('imports nothing but zod and itself, so both sides can use it', () => {
    const contract = sources.filter((s) => under('contract/src')(s.file));
    expect(imports(contract, (t) => !t.startsWith('contract/src/') && t !== 'zod' && !t.startsWith('zod/') && t !== 'vitest')).toEqual([]);
  });
});

describe('the server', () => {
  const FEATURES = 'server/src/features';
  const server = code.filter((s) => under('server/src')(s.file));

  it('platform/ is below the features: it imports none of them, nor the app that composes them', () => {
    const platform = server.filter((s) => under('server/src/platform')(s.file));
    expect(imports(platform, (t) => under(FEATURES)(t) || under('server/src/setup')(t) || ['server/src/app.ts', 'server/src/main.ts', 'server/src/schema.ts'].includes(t))).toEqual([]);
  });

  it("a feature reaches another's data only through that feature's services: never its repos or tables", () => {
    expect(imports(server.filter((s) => under(FEATURES)(s.file)), (t, s) => {
      const owner = featureOf(FEATURES, t);
      return owner !== undefined && owner !== featureOf(FEATURES, s.file) && /\.(repo|tables)\.ts$/.test(t);
    })).toEqual([]);
  });

  it('tables are defined beside the feature (or platform part) that owns them, and read only there', () => {
    const definedElsewhere = server.filter((s) => /\bpgTable\s*\(/.test(s.code) && !s.file.endsWith('.tables.ts')).map((s) => s.file);
    expect(definedElsewhere).toEqual([]);
    // server/src/schema.ts gathers every table for drizzle-kit's migrations (and the tests' factories); code
    // imports the owner's file.
    expect(imports(server, (t) => t === 'server/src/schema.ts')).toEqual([]);
  });

  it("a feature's SQL names only its own tables and the platform's: another feature's rows come through its views", () => {
    const owners = new Map<string, string>();
    for (const s of server.filter((f) => f.file.endsWith('.tables.ts'))) {
      for (const [, table] of s.code.matchAll(/\bpgTable\(\s*'([a-z_]+)'/g)) owners.set(table!, featureOf(FEATURES, s.file) ?? 'platform');
    }
    expect(owners.get('documents')).toBe('library');
    expect(owners.get('bookmarks')).toBe('bookmarks');
    const trespasses = server.filter((s) => !s.file.endsWith('.tables.ts')).flatMap((s) => {
      const reader = featureOf(FEATURES, s.file) ?? 'platform';
      // Tables as SQL names them: after FROM, JOIN, UPDATE and INTO (JavaScript's own `from` is followed by a quote).
      const named = [...s.code.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi)].map((m) => m[1]!);
      return [...new Set(named)].filter((t) => owners.has(t) && owners.get(t) !== reader && owners.get(t) !== 'platform').map((t) => `${s.file}: ${t} (${owners.get(t)})`);
    });
    expect(trespasses).toEqual([]);
  });

  /**
   * Files that hold SQL without being a repo, each with why: SQL builders by intent, whose fragments other files'
   * queries compose.
   */
  const SQL_BUILDERS: Record<string, string> = {
    'server/src/features/library/access/reader-access.ts': 'the rule of who may read what, as SQL every reader-facing query composes (readableBy)',
    'server/src/features/library/library-views.ts': "the library's published row sources, which other features' repos compose into their SQL",
    'server/src/features/statistics/dimensions.ts': 'what statistics group events by, one SQL expression each, composed by the roll-ups and the screens alike',
    'server/src/platform/search-text/vectors.ts': 'the search vectors and their heading part, as SQL expressions the indexing and search repos compose',
    'server/src/platform/jobs/job-queue.ts': 'the PostgreSQL-backed job queue: database plumbing under every task',
    'server/src/platform/rate-limit-store.ts': "the rate limiter's PostgreSQL store: database plumbing under @fastify/rate-limit",
  };
  /** Platform parts whose SQL is still to move into a repo of their own (issue 38 moved the features'); none may be added. */
  const SQL_NOT_YET_IN_A_REPO = new Set([
    'server/src/platform/access-events.ts', 'server/src/platform/audit/audit.ts', 'server/src/platform/auth/password-change.ts',
    'server/src/platform/auth/signed-tokens.ts', 'server/src/platform/files/attachments.ts', 'server/src/platform/mail/outbox.ts',
  ]);
  /**
   * Where else SQL may be, and why:
   * - a repo (`*.repo.ts`) holds its feature's SQL, a `*.tables.ts` its table definitions;
   * - a seed (`*.seed.ts`) lays a feature's demo rows beside their tables in one go (setup/setup.service.ts and the
   *   demo layers call them); writing them through repos would add functions that only the demo ever calls, and the
   *   table-ownership rule above still checks which tables a seed names;
   * - platform/db/ is the database's plumbing (connection, embedded server, migrations, change signals, SQL helpers).
   */
  const mayHoldSql = (file: string) => /\.(repo|tables|seed)\.ts$/.test(file) || file in SQL_BUILDERS || SQL_NOT_YET_IN_A_REPO.has(file) || under('server/src/platform/db')(file) || under('server/drizzle')(file);
  /** SQL as the server writes it: a sql`…` template or sql.raw/join, or a query on a database handle (db, tx, pool, client). */
  const HOLDS_SQL = /\bsql(?:<[^>]*>)?`|\bsql\.(?:raw|join|param|identifier)\(|\b(?:db|tx|database|pool|client)\s*\.\s*(?:execute|select|selectDistinct|insert|update|delete|query)\s*[(<]/;

  it('SQL is only in repos, seeds, table files, the named SQL builders and the database plumbing', () => {
    expect([...Object.keys(SQL_BUILDERS), ...SQL_NOT_YET_IN_A_REPO].filter((file) => !sources.some((s) => s.file === file))).toEqual([]);
    expect(server.filter((s) => !mayHoldSql(s.file) && HOLDS_SQL.test(s.code)).map((s) => s.file)).toEqual([]);
  });

  it('features depend on each other one way: no two features import each other, directly or round a loop', () => {
    const edges = new Map<string, Set<string>>();
    for (const s of server) {
      const from = featureOf(FEATURES, s.file);
      for (const t of s.imports) {
        const to = featureOf(FEATURES, t);
        if (from && to && from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const loops: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) {
        loops.push([...trail.slice(trail.indexOf(feature)), feature].join(' → '));
        return;
      }
      for (const next of edges.get(feature) ?? []) visit(next, [...trail, feature]);
    };
    for (const feature of edges.keys()) visit(feature, []);
    expect([...new Set(loops)]).toEqual([]);
  });

  it('the library does not depend on search: search reads the library, never the other way round', () => {
    const library = server.filter((s) => featureOf(FEATURES, s.file) === 'library');
    expect(imports(library, (t) => featureOf(FEATURES, t) === 'search')).toEqual([]);
  });

  it('routes are the contract\'s endpoints served with serve(): no hand-made routes, no repeated request helpers', () => {
    const routes = server.filter((s) => s.file.endsWith('.routes.ts'));
    const handMade = routes.filter((s) => /\bapp\.(get|post|put|delete|patch|route)\s*\(/.test(s.code)).map((s) => s.file);
    expect(handMade).toEqual([]);
    const helpers = routes.flatMap((s) => [
      ...(/\bDEFAULT_LANGUAGE\b/.test(s.code) ? [`${s.file}: works out the request's language`] : []),
      ...(/\bactorOf\s*\(/.test(s.code) ? [`${s.file}: works out the actor`] : []),
      ...(/\b(done|deleted):\s*true\b/.test(s.code) ? [`${s.file}: writes the done/deleted answer`] : []),
    ]);
    expect(helpers).toEqual([]);
  });
});

describe('the tests', () => {
  it('change nothing of the process for the files after them: they share their worker\'s modules (vitest.config.ts)', () => {
    const all = sources.filter((s) => isTest(s.file) || s.file.startsWith('server/test/'));
    const changes = /\bvi\.(?:mock|doMock|useFakeTimers|setSystemTime|stubEnv|stubGlobal|spyOn)\b|process\.env(?:\.\w+|\[[^\]]+\])\s*(?:\?\?|\|\||&&)?=[^=]|delete\s+process\.env|Object\.assign\(\s*process\.env|process\.chdir\(|globalThis\.\w+\s*=[^=]/;
    expect(all.flatMap((s) => lines(s, changes))).toEqual([]);
  });
});

describe('the server tests speak the contract', () => {
  /**
   * Files that probe the HTTP layer itself, on purpose beneath the contract: the sweeps of every route read off the
   * OpenAPI document, malformed requests no typed call can send, and addresses as log lines hold them.
   */
  const RAW_PROBES: Record<string, string> = {
    'server/src/permission-matrix.test.ts': 'every route, as the OpenAPI document lists it, against every kind of caller',
    'server/src/fuzz.test.ts': 'hostile requests to every route, generated from the OpenAPI document',
    'server/src/platform/errors.test.ts': 'broken JSON, wrong content types and methods, query strings past every limit',
    'server/src/platform/log/redact.test.ts': 'addresses as the log records them',
    'server/src/platform/log/pretty.test.ts': 'addresses as the log records them, on an app of its own',
    'server/test/api.ts': 'the typed client itself',
    'server/test/api-routes.ts': 'reads the routes off the OpenAPI document for the sweeps',
  };
  const tests = sources.filter((s) => (isTest(s.file) && s.file.startsWith('server/')) || s.file.startsWith('server/test/')).filter((s) => !(s.file in RAW_PROBES));

  it('every raw probe is still there', () => {
    expect(Object.keys(RAW_PROBES).filter((file) => !sources.some((s) => s.file === file))).toEqual([]);
  });

  it('writes no endpoint\'s path: a call names the endpoint (API.notices.save), through server/test/api.ts', () => {
    // Each endpoint's path as a pattern: a `:name` is one segment, a trailing `*` the rest of the address.
    const endpointPaths = ENDPOINTS.map((e) => new RegExp(`^${e.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/\*$/, '/.+')}$`));
    const literal = new RegExp(`['"\`]((?:${API_PATH_PREFIXES.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})[^'"\`]*)['"\`]`, 'g');
    const named = tests.flatMap((s) => [...s.code.matchAll(literal)]
      .map((m) => m[1]!.replace(/\$\{[^}]*\}/g, 'x').split('?')[0]!)
      .filter((path) => endpointPaths.some((endpoint) => endpoint.test(path)))
      .map((path) => `${s.file}: ${path}`));
    expect(named).toEqual([]);
  });

  it('reaches the app only through the typed client: no app.inject, no JSON read by hand', () => {
    expect(tests.flatMap((s) => lines(s, /\.inject\s*\(|\.json\s*\(\s*\)/))).toEqual([]);
  });

  /** A type the file declares itself (an import is the contract's or the client's, and welcome). */
  const DECLARED = /^[ \t]*(?:export\s+)?(?:interface|type)\s+([A-Z]\w*)/gm;

  it('declares no answer types of its own: answers are typed by the contract, not cast or redeclared', () => {
    const answer = /\.(?:call|send|refusal|follow)\s*\(|\.(?:body|error|text|bytes)\b/;
    const casts = tests.flatMap((s) => {
      const local = [...s.code.matchAll(DECLARED)].map((m) => m[1]!);
      const cast = new RegExp(`\\bas\\s+(?:unknown\\s+as\\b|\\{${local.map((name) => `|${name}\\b`).join('')})`);
      return lines(s, cast).filter((line) => answer.test(line));
    });
    expect(casts).toEqual([]);
    const answerShapes = tests.flatMap((s) => [...s.code.matchAll(DECLARED)].filter((m) => /(?:Body|Reply|Response|Answer|Item|Detail|List)$/.test(m[1]!))
      .map((m) => `${s.file}: ${m[1]}`));
    expect(answerShapes).toEqual([]);
  });
});

describe('the web app', () => {
  const FEATURES = 'web/src/features';
  const web = code.filter((s) => under('web/src')(s.file));

  it('a feature imports the kit, the api client and the contract: never another feature, never app/', () => {
    expect(imports(web.filter((s) => under(FEATURES)(s.file)), (t, s) => {
      const owner = featureOf(FEATURES, t);
      return under('web/src/app')(t) || (owner !== undefined && owner !== featureOf(FEATURES, s.file));
    })).toEqual([]);
  });

  it('the kit (ui/) and the plumbing (api/, session/, i18n/) import no feature and not app/', () => {
    const lower = web.filter((s) => ['ui', 'api', 'session', 'i18n'].some((dir) => under(`web/src/${dir}`)(s.file)));
    expect(imports(lower, (t) => under(FEATURES)(t) || under('web/src/app')(t))).toEqual([]);
    const plumbing = web.filter((s) => ['api', 'session', 'i18n'].some((dir) => under(`web/src/${dir}`)(s.file)));
    expect(imports(plumbing, (t) => under('web/src/ui')(t))).toEqual([]);
  });

  it('writes no API path: every call names an endpoint of the contract', () => {
    const paths = web.flatMap((s) => [...s.code.matchAll(/['"`](\/(?:api|mgmt|menu|service|main\/search|relatedlink)\/[^'"`]*)['"`]/g)].map((m) => `${s.file}: ${m[1]}`));
    expect(paths).toEqual([]);
  });
});

describe('one name per area', () => {
  /** The feature folders under `root` that hold code. */
  const folders = (root: string) => [...new Set(sources.map((s) => featureOf(root, s.file)).filter((f) => f !== undefined))].sort();
  /** Web screens that are a part of an area, under the part's own name. */
  const WEB_PARTS: Record<string, (typeof AREAS)[number]> = { catalogue: 'library', documents: 'library', reading: 'library', home: 'site', legal: 'site', help: 'site', notices: 'support', 'support-classes': 'support', faq: 'support', contact: 'support', qna: 'support', feedback: 'support', 'access-requests': 'users', symbols: 'troubleshooting', tsg: 'troubleshooting' };

  it("the contract's areas are the server's features, folder for folder", () => {
    expect(folders('server/src/features')).toEqual([...AREAS].sort());
  });

  it("the web app's features are areas or named parts of one, and each translation namespace is a web feature's", () => {
    const web = folders('web/src/features');
    expect(web.filter((f) => !(AREAS as readonly string[]).includes(f) && !(f in WEB_PARTS))).toEqual([]);
    const namespaces = readdirSync(path.join(ROOT, 'web/src/i18n/locales/en')).map((f) => f.replace(/\.json$/, ''));
    expect(namespaces.filter((ns) => !web.includes(ns) && !['common', 'errors'].includes(ns))).toEqual([]);
  });
});
