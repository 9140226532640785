// Boot: config → database (embedded or DATABASE_URL) → migrations → set-up data → listen.
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { connectDatabase, MIGRATIONS_DIR, runMigrations } from './platform/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded.ts';
import { setUpDatabase, type GeneratedCredentials } from './features/setup/setup.service.ts';

function announce(credentials: GeneratedCredentials): void {
  if (!credentials.admin && !credentials.demo) return;
  const lines = ['', '  GSIS is set up. These passwords are shown once; write them down now.'];
  if (credentials.admin) lines.push(`    administrator: ${credentials.admin.id} / ${credentials.admin.password}`);
  if (credentials.demo) lines.push(`    demo accounts: ${credentials.demo.ids.join(', ')} / ${credentials.demo.password}`);
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  const url = config.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(config.dataDir, (line) => process.stderr.write(`${line}\n`))).url;
  const database = connectDatabase(url, config.DATABASE_POOL_SIZE);
  await runMigrations(database, MIGRATIONS_DIR);
  const credentials = await setUpDatabase(database.db, {
    demoData: config.GSIS_DEMO_DATA, adminId: config.GSIS_ADMIN_ID, adminPassword: config.GSIS_ADMIN_PASSWORD,
    demoPassword: config.GSIS_DEMO_PASSWORD, sharedSsoId: config.DXP_SHARED_USER_ID,
  });
  const app = await buildApp({ config, database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  announce(credentials);
  process.stdout.write(`GSIS is ready at http://localhost:${config.PORT}/main\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`GSIS could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
