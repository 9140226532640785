// Boot: config → database (embedded or DATABASE_URL) → migrations → set-up data → listen.
import path from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { connectDatabase, MIGRATIONS_DIR, runMigrations } from './platform/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded.ts';
import { describeDatabase, formatBanner, PASSWORDS_NOTE, passwordLines, startUrl, type FirstStartPasswords, type StartInfo } from './platform/log/banner.ts';
import { supportsColor } from './platform/log/ansi.ts';
import { createPrettyFormatter } from './platform/log/pretty.ts';
import type { App } from './platform/http/http.ts';
import { releaseMemoryWhenIdle } from './platform/memory/idle-memory.ts';
import { setUpDatabase, setupOptionsOf, type GeneratedCredentials } from './setup/setup.service.ts';

function passwordsOf(credentials: GeneratedCredentials): FirstStartPasswords[] {
  const passwords: FirstStartPasswords[] = [];
  if (credentials.admin) passwords.push({ who: 'administrator', ids: [credentials.admin.id], password: credentials.admin.password });
  if (credentials.demo) passwords.push({ who: 'demo accounts', ids: credentials.demo.ids, password: credentials.demo.password });
  return passwords;
}

const WARN_SHOWN = new Set<Config['LOG_LEVEL']>(['trace', 'debug', 'info', 'warn']);

/** The banner: text on a terminal; log records where the output is JSON, so collectors parse every line. */
function announce(app: App, config: Config, info: StartInfo): void {
  if (config.LOG_FORMAT === 'pretty') {
    process.stdout.write(formatBanner(info, { color: supportsColor(process.stdout) }));
    return;
  }
  app.log.info({ url: info.url, database: info.database, dataDir: info.dataDir }, `GSIS is ready at ${info.url}`);
  if (info.passwords.length === 0) return;
  // Shown once: a log level that hides warnings must not swallow them, so they fall back to plain text.
  if (WARN_SHOWN.has(config.LOG_LEVEL)) {
    app.log.warn({ passwords: info.passwords.map(({ who, ids, password }) => ({ who, ids, password })) }, `GSIS is set up. ${PASSWORDS_NOTE}`);
  } else {
    process.stdout.write(['', `  GSIS is set up. ${PASSWORDS_NOTE}`, ...passwordLines(info.passwords), '', ''].join('\n'));
  }
}

/** Lines from before the logger exists (the embedded PostgreSQL's): on a terminal they look like the rest. */
function bootLog(config: Config): (line: string) => void {
  if (config.LOG_FORMAT === 'json') return (line) => process.stderr.write(`${line}\n`);
  const format = createPrettyFormatter({ color: supportsColor(process.stderr) });
  return (line) => process.stderr.write(format({ level: 30, time: Date.now(), msg: line }));
}

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.DATABASE_URL) embedded = await startEmbeddedPostgres(config.dataDir, bootLog(config));
  const url = config.DATABASE_URL ?? embedded!.url;
  const database = connectDatabase(url, config.DATABASE_POOL_SIZE);
  await runMigrations(database, MIGRATIONS_DIR);
  const credentials = await setUpDatabase(database.db, setupOptionsOf(config));
  const app = await buildApp({ config, database });
  // Spare heap back to the system once the server has gone quiet (docs/performance.md, "Idle memory").
  const idleMemory = releaseMemoryWhenIdle(app.server, ({ ms, heapBefore, heapAfter }) =>
    app.log.debug({ ms: Math.round(ms), heapMbBefore: Math.round(heapBefore / 2 ** 20), heapMbAfter: Math.round(heapAfter / 2 ** 20) }, 'idle: memory released'));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    idleMemory.stop();
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // PORT=0 picks a free port: tell the one it got.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  announce(app, config, {
    url: startUrl({ publicUrl: config.PUBLIC_URL, host: config.HOST, port }),
    // startEmbeddedPostgres keeps its cluster in <data>/postgres (docs/operations.md).
    database: describeDatabase(url, embedded ? path.join(config.dataDir, 'postgres') : undefined),
    dataDir: config.dataDir,
    passwords: passwordsOf(credentials),
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`GSIS could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
