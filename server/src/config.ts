// The environment as one zod schema, parsed once at boot; every problem is listed at once.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** A PostgreSQL 15+ URL; when absent the server runs its embedded PostgreSQL under GSIS_DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    GSIS_DATA_DIR: z.string().default('./data'),
    GSIS_DEMO_DATA: bool.default(true),
    /** With the demo data: publish the demo PDFs and web help of server/demo-content at the first start. */
    GSIS_DEMO_LIBRARY: bool.default(true),
    GSIS_ADMIN_ID: z.email().optional(),
    GSIS_ADMIN_PASSWORD: z.string().min(8).optional(),
    GSIS_DEMO_PASSWORD: z.string().min(8).optional(),
    /** Where the built web app is; the server serves it when the folder exists. */
    GSIS_WEB_DIR: z.string().optional(),
    /** Behind a load balancer: trust X-Forwarded-For for the client address. */
    TRUST_PROXY: bool.default(false),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Single sign-on from the partner portal (DXP): an HS256 secret or an RS256 public key (PEM). */
    DXP_JWT_SECRET: z.string().min(32).optional(),
    DXP_JWT_PUBLIC_KEY: z.string().optional(),
    DXP_JWT_ISSUER: z.string().optional(),
    DXP_JWT_AUDIENCE: z.string().optional(),
    /** The local account a partner token maps to when its e-mail is not a GSIS user. */
    DXP_SHARED_USER_ID: z.string().default('dxp'),
    SUPPORT_EMAIL: z.email().default('gsis-support@gsis.local'),
    /** Largest PDF and web-help zip an administrator may upload. */
    MAX_PDF_MB: z.coerce.number().int().min(1).max(10_000).default(500),
    MAX_WEBHELP_ZIP_MB: z.coerce.number().int().min(1).max(10_000).default(500),
    /** Whether this instance runs background jobs (text extraction); switch off on web-only instances. */
    RUN_JOBS: bool.default(true),
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    /** A job whose worker stops renewing its lease for this long is picked up again. */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

    /** Where people reach GSIS: the start of the links in e-mails (verification and the like). */
    PUBLIC_URL: z.url().optional(),
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
    if ((c.DXP_JWT_SECRET || c.DXP_JWT_PUBLIC_KEY) && !c.DXP_JWT_ISSUER) {
      ctx.addIssue({ code: 'custom', path: ['DXP_JWT_ISSUER'], message: 'required when a DXP key is set' });
    }
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
