// A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so every server instance shares them.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

const INCREMENT = `
  INSERT INTO rate_limits (key, window_ends_at, hits)
  VALUES ($1, now() + make_interval(secs => $2::double precision / 1000), 1)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
    window_ends_at = CASE WHEN rate_limits.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE rate_limits.window_ends_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS ttl`;

export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'rl:') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      pool
        .query<{ hits: number; ttl: number }>(INCREMENT, [this.prefix + key, timeWindow])
        .then(({ rows: [row] }) => {
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow });
          // Expired windows are dead weight; sweeping now and then keeps the table small.
          if (Math.random() < 0.01) void pool.query('DELETE FROM rate_limits WHERE window_ends_at < now()').catch(() => undefined);
        })
        .catch((error: Error) => callback(error));
    }

    /**
     * Each limited route counts apart. The plugin hands over the route's merged rate-limit settings with the
     * route under `routeInfo`, not what its types say (reading `path` off the settings gave every route the same
     * counter per address); its own Redis store reads `routeInfo` the same way.
     */
    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = params as unknown as { routeInfo: { method: string | string[]; url: string } };
      // Fastify answers HEAD with the GET route: both count as one, or HEAD would double a GET's budget.
      const method = String(routeInfo.method) === 'HEAD' ? 'GET' : String(routeInfo.method);
      return new PostgresStore(`rl:${method}:${routeInfo.url}:`);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
