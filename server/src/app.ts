// buildApp(deps): the plugins, then one register() per feature. main.ts and the tests both build it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorCode, isApiPath } from '@gsis/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { registerMyInfoRoutes } from './features/accounts/myinfo.routes.ts';
import { createMyInfoService } from './features/accounts/myinfo.service.ts';
import { registerRecoveryRoutes } from './features/accounts/recovery.routes.ts';
import { createRecoveryService, SEND_CODE_TASK, sendCodeTask } from './features/accounts/recovery.service.ts';
import { registerSignupRoutes } from './features/accounts/signup.routes.ts';
import { createSignupService } from './features/accounts/signup.service.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerCatalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './features/catalogue/catalogue.service.ts';
import { createContentService } from './features/documents/content.service.ts';
import { registerBookmarkRoutes } from './features/bookmarks/bookmarks.routes.ts';
import { createBookmarkService } from './features/bookmarks/bookmarks.service.ts';
import { publishDemoLibrary } from './features/documents/demo-library.ts';
import { registerDocumentRoutes } from './features/documents/documents.routes.ts';
import { createDocumentService } from './features/documents/documents.service.ts';
import { INDEX_TASK, indexingTask } from './features/documents/indexing.ts';
import { registerMailboxRoutes } from './features/mailbox/mailbox.routes.ts';
import { createMenuAdminService } from './features/menus/menu-admin.service.ts';
import { registerMenuRoutes } from './features/menus/menus.routes.ts';
import { registerRoleRoutes } from './features/roles/roles.routes.ts';
import { createRoleService } from './features/roles/roles.service.ts';
import { registerUserRoutes } from './features/users/users.routes.ts';
import { createUserService } from './features/users/users.service.ts';
import { createMenuService } from './features/menus/menus.service.ts';
import { registerRelatedLinkRoutes } from './features/related-links/related-links.routes.ts';
import { registerSearchRoutes } from './features/search/search.routes.ts';
import { createSearchService } from './features/search/search.service.ts';
import { registerSiteRoutes } from './features/site/site.routes.ts';
import { registerGuard } from './platform/auth/guard.ts';
import type { Database } from './platform/db/database.ts';
import { AppError, errorBody, registerErrorHandling } from './platform/errors.ts';
import { createFileStorage } from './platform/files/storage.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createMailTransport, DELIVER_MAIL_TASK, mailDeliveryTask, mailSettingsOf } from './platform/mail/outbox.ts';
import type { App } from './platform/http.ts';
import { REPO_ROOT } from './platform/paths.ts';
import { postgresRateLimitStore } from './platform/rate-limit-store.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, clock = () => new Date(), logger }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // Content tickets travel in the path (so relative links inside web help keep working).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(database.pool),
    errorResponseBuilder: (_request, context) => new AppError(ErrorCode.TOO_MANY_REQUESTS, { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'GSIS API', description: 'Global Service Information System', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerGuard(app, { db: database.db, clock, policy: { idleMs: config.SESSION_IDLE_MINUTES * 60_000, touchEveryMs: 60_000 } });

  const auth = createAuthService({ db: database.db, clock, config });
  registerAuthRoutes(app, { auth, loginPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerMenuRoutes(app, { menus: createMenuService({ db: database.db }), admin: createMenuAdminService({ db: database.db }) });
  registerRelatedLinkRoutes(app, { db: database.db });
  const catalogue = createCatalogueService({ db: database.db });
  registerCatalogueRoutes(app, { catalogue });
  registerSiteRoutes(app, { supportEmail: config.SUPPORT_EMAIL });

  const storage = await createFileStorage(path.join(config.dataDir, 'files'));
  const documents = createDocumentService({
    db: database.db, storage, clock, limits: { maxPdfBytes: config.MAX_PDF_MB * 1024 * 1024, maxZipBytes: config.MAX_WEBHELP_ZIP_MB * 1024 * 1024 },
  });
  const content = createContentService({ db: database.db, storage, clock });
  registerDocumentRoutes(app, { db: database.db, documents, content });
  app.addHook('onReady', async () => {
    content.prepare().catch((error: unknown) => app.log.warn({ err: error }, 'watermark fonts are missing: readers cannot open PDFs until they are installed'));
  });
  registerBookmarkRoutes(app, { bookmarks: createBookmarkService({ db: database.db, documents }) });
  const search = createSearchService({ db: database.db, documents, clock });
  registerSearchRoutes(app, { search, documents });
  app.addHook('onReady', () => search.prepare());
  if (config.GSIS_DEMO_DATA && config.GSIS_DEMO_LIBRARY) {
    app.addHook('onReady', async () => {
      // In the background: the server answers while the demo's files are stored.
      publishDemoLibrary(database.db, documents, (message) => app.log.info(message)).catch((error: unknown) => app.log.error({ err: error }, 'demo library could not be published'));
    });
  }

  const mailSettings = mailSettingsOf(config);
  registerMailboxRoutes(app, { db: database.db });
  const mailer = createMailer({
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, supportEmail: config.SUPPORT_EMAIL, maxAttempts: mailSettings.maxAttempts,
  });
  registerSignupRoutes(app, { signup: createSignupService({ db: database.db, clock, mailer }), perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerUserRoutes(app, { db: database.db, users: createUserService({ db: database.db, clock, mailer }) });
  registerRoleRoutes(app, { roles: createRoleService({ db: database.db }) });
  registerMyInfoRoutes(app, { myInfo: createMyInfoService({ db: database.db, clock, mailer }), perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerRecoveryRoutes(app, { recovery: createRecoveryService({ db: database.db, clock, mailer }), perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });

  if (config.RUN_JOBS) {
    const transport = createMailTransport(mailSettings);
    const jobs = createJobQueue({
      pool: database.pool, concurrency: config.JOB_CONCURRENCY, leaseMs: config.JOB_LEASE_SECONDS * 1000, log: app.log,
      tasks: {
        [INDEX_TASK]: indexingTask({ db: database.db, storage }),
        [DELIVER_MAIL_TASK]: mailDeliveryTask({ db: database.db, transport, settings: mailSettings }),
        [SEND_CODE_TASK]: sendCodeTask({ db: database.db, clock, mailer }),
      },
    });
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
    // After the workers stop: a delivery under way finishes (or is handed back) before its connection goes.
    app.addHook('onClose', async () => transport.close());
  }

  const webDir = path.resolve(config.GSIS_WEB_DIR ?? path.join(REPO_ROOT, 'web', 'dist'));
  const serveWeb = existsSync(path.join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Vite names built files by their content: they never change under one name.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // History-mode routing: any page path that is not an API answers with the web app, which shows its own error page.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
    if (serveWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, request.id));
  });
  return app;
}
