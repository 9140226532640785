// The environment as one zod schema, parsed once at boot; every problem is listed at once.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const PROXY_HELP = 'write the number of proxies in front of GSIS (e.g. 1), or their addresses as IPs or CIDR ranges (e.g. 10.0.0.0/8,192.168.1.5)';

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  // A /0 would trust every address, which is what a list is there to avoid.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: none (false), a hop count, or their addresses. Never
 * "every one": the left-most entry of that header is whatever the client sent, and the address feeds the
 * per-client limits, the login info, access events and the watermark.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') {
    ctx.addIssue({ code: 'custom', message: `"${raw}" would take any client's word for its address; ${PROXY_HELP}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 32) return hops;
    ctx.addIssue({ code: 'custom', message: `${hops} proxies is not a real chain; ${PROXY_HELP}` });
    return z.NEVER;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) {
    ctx.addIssue({ code: 'custom', message: `not an IP or CIDR range: ${wrong.map((w) => `"${w}"`).join(', ')}; ${PROXY_HELP}` });
    return z.NEVER;
  }
  return entries;
});

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** pretty: one readable line per event; json: pino's JSON lines. A terminal gets pretty, anything else JSON. */
    LOG_FORMAT: z.enum(['pretty', 'json']).default(() => (process.stdout.isTTY ? 'pretty' : 'json')),
    /** A PostgreSQL 15+ URL; when absent the server runs its embedded PostgreSQL under GSIS_DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    GSIS_DATA_DIR: z.string().default('./data'),
    /**
     * 32 random bytes in base64: the key that seals secrets the server must read back (authenticator apps' secrets)
     * and keys the hashes of recovery codes, kept outside the database. Absent, it is made once in
     * GSIS_DATA_DIR/secret.key; several instances must share one, so set it wherever more than one runs.
     */
    GSIS_SECRET_KEY: z.string().refine((key) => Buffer.from(key, 'base64').length === 32, 'must be 32 bytes in base64').optional(),
    /** Demo accounts with one printed password: by default only on the embedded database (see below). */
    GSIS_DEMO_DATA: bool.optional(),
    /** With the demo data: publish the demo PDFs and web help of server/demo-content at the first start. */
    GSIS_DEMO_LIBRARY: bool.optional(),
    GSIS_ADMIN_ID: z.email().optional(),
    GSIS_ADMIN_PASSWORD: z.string().min(8).optional(),
    GSIS_DEMO_PASSWORD: z.string().min(8).optional(),
    /** Where the built web app is; the server serves it when the folder exists. */
    GSIS_WEB_DIR: z.string().optional(),
    /** Behind a load balancer: how many proxies, or which addresses, may name the client in X-Forwarded-For. */
    TRUST_PROXY: trustProxy.default(false),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Searches (and suggestions) a visitor who is not signed in may make per client address and minute. */
    VISITOR_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Single sign-on from the partner portal (DXP): an HS256 secret or an RS256 public key (PEM). */
    DXP_JWT_SECRET: z.string().min(32).optional(),
    DXP_JWT_PUBLIC_KEY: z.string().optional(),
    DXP_JWT_ISSUER: z.string().optional(),
    DXP_JWT_AUDIENCE: z.string().optional(),
    /** Whether an account holding a management menu may be entered by single sign-on (its password alone guards it otherwise). */
    DXP_ALLOW_MANAGEMENT_ACCOUNTS: bool.default(false),
    /** The local account a partner token maps to when its e-mail is not a GSIS user. */
    DXP_SHARED_USER_ID: z.string().default('dxp'),
    SUPPORT_EMAIL: z.email().default('gsis-support@gsis.local'),
    /** Largest PDF and web-help zip an administrator may upload. */
    MAX_PDF_MB: z.coerce.number().int().min(1).max(10_000).default(500),
    MAX_WEBHELP_ZIP_MB: z.coerce.number().int().min(1).max(10_000).default(500),
    /**
     * Zips attached to questions, answers, notices and Contact Us messages that are not Office documents: refused
     * ('refuse'), or kept when everything inside passes the rules Office packages are held to ('inspect').
     */
    ATTACHMENT_ARCHIVES: z.enum(['refuse', 'inspect']).default('refuse'),
    /** Disk for readers' watermarked copies; past it the least recently read copies are deleted. */
    WATERMARK_CACHE_MB: z.coerce.number().int().min(1).max(100_000_000).default(4096),
    /** Whether this instance runs background jobs (text extraction); switch off on web-only instances. */
    RUN_JOBS: bool.default(true),
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    /**
     * Scanned pages (drawn as images, with no text to search) read by OCR in the background after a PDF's text,
     * in the languages whose data is present: English and French always (from npm), the others from the folder below.
     */
    OCR_ENABLED: bool.default(true),
    /** Tesseract trained data for the other languages, `<code>.traineddata` (Debian's tesseract-ocr-kor and the like put it here). */
    OCR_LANGUAGE_DATA_DIR: z.string().default('/usr/share/tesseract-ocr/5/tessdata'),
    /** A job whose worker stops renewing its lease for this long is picked up again. */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How long raw access events are kept (whole UTC days, at least 3: yesterday is still recounted); statistics keep their roll-ups past it. */
    STATS_RAW_RETENTION_DAYS: z.coerce.number().int().min(3).max(10_000).default(400),

    /** Where people reach GSIS: the start of the links in e-mails (verification and the like). */
    PUBLIC_URL: z.url().optional(),
    /**
     * Where the web app this server serves sends its API calls, when not to this server (the seed: "Base URL comes
     * from an environment setting"): an API on another host, or behind a gateway under a path. Written into the page.
     */
    API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Web origins (scheme://host[:port], comma-separated) whose pages may call this server's API from another origin. */
    CORS_ORIGINS: z.string().optional().transform((raw, ctx) => {
      const origins = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin: write scheme://host[:port], e.g. https://service.example.com` });
        }
      }
      return origins;
    }),
    /** SMTP relay for e-mail. Without a host, messages are kept in the local mailbox administrators read. */
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
    SMTP_SECURE: bool.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    MAIL_FROM: z.string().default('GSIS <no-reply@gsis.local>'),
    /** First wait before a failed delivery is tried again; it doubles each time, up to an hour. */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Delivery attempts before a message is marked failed (30 ≈ a day of waiting at the defaults). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(30),
  })
  .superRefine((c, ctx) => {
    // A token for another relying party of the same portal, or from another issuer, must never open a session here.
    for (const key of ['DXP_JWT_ISSUER', 'DXP_JWT_AUDIENCE'] as const) {
      if ((c.DXP_JWT_SECRET || c.DXP_JWT_PUBLIC_KEY) && !c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when a DXP key is set' });
    }
  })
  .transform((c) => {
    // A PostgreSQL of one's own means a real installation: no demo accounts (which share one password
    // printed to the log) unless asked for. The embedded default is for trying GSIS, so it gets them.
    const demoData = c.GSIS_DEMO_DATA ?? c.DATABASE_URL === undefined;
    return { ...c, GSIS_DEMO_DATA: demoData, GSIS_DEMO_LIBRARY: c.GSIS_DEMO_LIBRARY ?? demoData };
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.GSIS_DATA_DIR) };
}
