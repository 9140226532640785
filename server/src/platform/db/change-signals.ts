// Tells every instance on the database that something it may keep in memory has changed. A transaction that
// changes it signals the topic (pg_notify: delivered when it commits, never when it rolls back); each instance
// listens on one connection and drops what it kept of that topic. The signalling instance also drops its own
// at once, so whoever made the change sees it on their next request. While an instance is not listening (not
// started, or its connection broke) nothing may be kept: `listening` says so, and on a new connection every
// keeper is told to forget, since signals sent meanwhile were lost.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './database.ts';

const CHANNEL = 'gsis_changes';

/**
 * What instances keep in memory, by who changes it: the header box's suggestions, the published guides by fault
 * code, the footer's related links, the watermark's settings.
 */
export type ChangeTopic = 'suggestions' | 'guides' | 'relatedLinks' | 'watermark';

export interface ChangeSignals {
  /** Signals `topic` in the caller's transaction (every instance forgets at its commit; this one also now). */
  signal(tx: DbOrTx, topic: ChangeTopic): Promise<void>;
  /** Calls `forget` when `topic` changes on any instance, and when signals may have been missed. */
  on(topic: ChangeTopic, forget: () => void): void;
  /** Whether signals are being heard now: keep nothing otherwise. */
  listening(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Log { warn(details: object, message: string): void }

const RECONNECT_MS = 5_000;

/** Listens on a connection of its own, made with the pool's settings, so the pool keeps all its connections for requests. */
export function createChangeSignals(pool: pg.Pool, log?: Log): ChangeSignals {
  const keepers = new Map<ChangeTopic, (() => void)[]>();
  let client: pg.Client | undefined;
  let stopped = true;
  let retry: NodeJS.Timeout | undefined;

  const forgetAll = () => { for (const list of keepers.values()) for (const forget of list) forget(); };

  async function connect(): Promise<void> {
    if (stopped) return;
    const connection = new pg.Client(pool.options);
    try {
      await connection.connect();
      connection.on('notification', (message) => forgetHere(message.payload as ChangeTopic));
      connection.on('error', (error) => {
        log?.warn({ err: error }, 'change signals: connection lost; keeping nothing until it is back');
        if (client === connection) client = undefined;
        void connection.end().catch(() => undefined);
        forgetAll();
        retry = setTimeout(() => void connect(), RECONNECT_MS);
      });
      await connection.query(`LISTEN ${CHANNEL}`);
      client = connection;
      forgetAll(); // whatever was kept before this connection heard anything
    } catch (error) {
      void connection.end().catch(() => undefined);
      log?.warn({ err: error }, 'change signals: cannot listen; keeping nothing until it can');
      retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  }

  const forgetHere = (topic: ChangeTopic) => { for (const forget of keepers.get(topic) ?? []) forget(); };

  return {
    async signal(tx, topic) {
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${topic})`);
      forgetHere(topic);
    },
    on(topic, forget) {
      keepers.set(topic, [...(keepers.get(topic) ?? []), forget]);
    },
    listening: () => client !== undefined,
    async start() {
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = undefined;
      forgetAll();
      if (connection) {
        await connection.end().catch(() => undefined);
      }
    },
  };
}
