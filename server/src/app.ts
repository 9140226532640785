// buildApp(deps): the plugins, then one register() per feature. main.ts and the tests both build it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorCode, isApiPath } from '@gsis/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { apiSources, pageWithApiBase, registerCors } from './platform/http/api-base.ts';
import { registerForgot } from './features/forgot/forgot.feature.ts';
import { sendCodeTask } from './features/forgot/forgot.service.ts';
import { registerLogin } from './features/login/login.feature.ts';
import { providerSignOut, registerCompanySignIn } from './features/company-sign-in/company-sign-in.feature.ts';
import { registerBookmarks } from './features/bookmarks/bookmarks.feature.ts';
import { createNewVersionNotices, newVersionNoticeTask } from './features/bookmarks/new-versions.ts';
import { registerDemoLibrary } from './features/library/documents/documents.feature.ts';
import { registerKits } from './features/kits/kits.feature.ts';
import { registerLibrary } from './features/library/library.feature.ts';
import { indexTask, rereadLibraryTask, scheduleLibraryReread } from './features/library/documents/indexing.ts';
import { ocrTask } from './features/library/documents/ocr-task.ts';
import { compareTask } from './features/library/comparison/compare-task.ts';
import { registerEmail } from './features/email/email.feature.ts';
import { emailSendTask } from './features/email/sends.service.ts';
import { registerMailbox } from './features/mailbox/mailbox.feature.ts';
import { rollupTask } from './features/statistics/rollup.ts';
import { registerStatistics } from './features/statistics/statistics.feature.ts';
import { registerMenus } from './features/menus/menus.feature.ts';
import { registerMyInfo } from './features/myinfo/myinfo.feature.ts';
import { registerRelatedLinks } from './features/related-links/related-links.feature.ts';
import { registerRoles } from './features/roles/roles.feature.ts';
import { registerSearch } from './features/search/search.feature.ts';
import { createAfterAnswer } from './platform/after-answer.ts';
import { createChangeSignals } from './platform/db/change-signals.ts';
import { suggestionUpkeep } from './features/search/suggestion-upkeep.ts';
import { registerSignup } from './features/signup/signup.feature.ts';
import { registerSite } from './features/site/site.feature.ts';
import { registerSupport } from './features/support/support.feature.ts';
import { registerTroubleshooting } from './features/troubleshooting/troubleshooting.feature.ts';
import { registerUsers } from './features/users/users.feature.ts';
import { registerGuard } from './platform/auth/guard.ts';
import type { Database } from './platform/db/database.ts';
import { AppError, errorBody, registerErrorHandling } from './platform/errors.ts';
import type { FeatureDeps } from './platform/feature-deps.ts';
import { createFileStorage } from './platform/files/storage.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { loggingOptions } from './platform/log/logger.ts';
import { mailerFromConfig, publicUrlOf } from './platform/mail/mailer.ts';
import { createMailTransport, deliverMailTask, mailSettingsOf } from './platform/mail/outbox.ts';
import { registerApiNoStore, trustProxyOption, type App } from './platform/http/http.ts';
import { REPO_ROOT } from './platform/paths.ts';
import { postgresRateLimitStore } from './platform/rate-limit-store.ts';
import { createSecondFactors, passkeySiteOf } from './platform/auth/second-factor.ts';
import { createSecretBox } from './platform/auth/secret-box.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, clock = () => new Date(), logger }: AppDeps): Promise<App> {
  const app = Fastify({
    ...(logger === undefined ? loggingOptions(config) : { logger }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: () => randomUUID(),
    // Content tickets travel in the path (so relative links inside web help keep working).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerApiNoStore(app);

  // The security headers, built once: @fastify/helmet built helmet's middleware again for every request, parsing the
  // policy each time (about 2% of the server's CPU under the header box's suggestions).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The API's origin too when it is elsewhere (API_BASE_URL): its calls, and the manuals and web help it serves.
        connectSrc: ["'self'", ...apiSources(config)],
        frameSrc: ["'self'", ...apiSources(config)],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  await registerCors(app, config);
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

  const sessionPolicy = { idleMs: config.SESSION_IDLE_MINUTES * 60_000, touchEveryMs: 60_000 };
  registerGuard(app, { db: database.db, clock, policy: sessionPolicy });

  const mailer = mailerFromConfig(config);
  const storage = await createFileStorage(path.join(config.dataDir, 'files'));
  // What instances keep in memory is dropped on every instance when a transaction anywhere changes it.
  const signals = createChangeSignals(database.pool, app.log);
  app.addHook('onReady', () => signals.start());
  app.addHook('onClose', () => signals.stop());
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.settled());
  const box = createSecretBox({ key: config.GSIS_SECRET_KEY, dataDir: config.dataDir });
  const secondFactors = createSecondFactors({ box, site: passkeySiteOf(config) });
  const deps: FeatureDeps = { config, db: database.db, clock, mailer, storage, sessionPolicy, signals, afterAnswer, secondFactors, box };

  // The features. The library tells search and bookmarks of its changes through ports, in its own transactions
  // (search keeps its suggestions in step, bookmarks queue the notice that tells the readers who follow a document); bookmarks and search read the library through what it hands them.
  // Logging out of a session company sign-in opened goes on to its provider's logout, where it has one.
  registerLogin(app, { ...deps, signOutAt: providerSignOut(database.db, config) });
  registerCompanySignIn(app, deps);
  registerMenus(app, deps);
  registerRelatedLinks(app, deps);
  registerSite(app, deps);
  const library = registerLibrary(app, { ...deps, changes: { ...suggestionUpkeep(signals), ...createNewVersionNotices() } });
  registerBookmarks(app, { ...deps, ...library });
  const troubleshooting = registerTroubleshooting(app, { ...deps, ...library });
  registerSearch(app, { ...deps, ...library, guides: troubleshooting.guideSuggestions });
  registerKits(app, { ...deps, ...library, kitParts: troubleshooting.kitParts });
  registerDemoLibrary(app, deps, library, [troubleshooting.layDemo]);
  registerMailbox(app, deps);
  registerEmail(app, deps);
  registerStatistics(app, { ...deps, ...library });
  registerSignup(app, deps);
  registerForgot(app, deps);
  registerMyInfo(app, deps);
  registerUsers(app, { ...deps, ...library });
  registerRoles(app, deps);
  registerSupport(app, { ...deps, ...library });

  // The background tasks of the features and of the outbox, run by this instance's workers.
  if (config.RUN_JOBS) {
    const mailSettings = mailSettingsOf(config);
    const ocr = { enabled: config.OCR_ENABLED, languageDataDir: config.OCR_LANGUAGE_DATA_DIR };
    const transport = createMailTransport(mailSettings);
    const jobs = createJobQueue({
      pool: database.pool, concurrency: config.JOB_CONCURRENCY, leaseMs: config.JOB_LEASE_SECONDS * 1000, log: app.log,
      tasks: [
        indexTask.with({ db: database.db, storage, ocr }),
        rereadLibraryTask.with({ db: database.db, storage, ocr }),
        ocrTask.with({ db: database.db, storage, ocr }),
        compareTask.with({ db: database.db }),
        newVersionNoticeTask.with({ db: database.db, mailer, clock }),
        deliverMailTask.with({ db: database.db, transport, settings: mailSettings }),
        sendCodeTask.with({ db: database.db, clock, mailer }),
        emailSendTask.with({ db: database.db, publicUrl: publicUrlOf(config), maxAttempts: mailSettings.maxAttempts }),
        rollupTask.with({ db: database.db, clock, retentionDays: config.STATS_RAW_RETENTION_DAYS }),
      ],
    });
    app.addHook('onReady', () => jobs.start());
    // A library read by an older text reader is read again, a few versions at a time, between the other jobs.
    app.addHook('onReady', () => scheduleLibraryReread(database.db));
    app.addHook('onClose', () => jobs.stop());
    // After the workers stop: a delivery under way finishes (or is handed back) before its connection goes.
    app.addHook('onClose', async () => transport.close());
  }

  const webDir = path.resolve(config.GSIS_WEB_DIR ?? path.join(REPO_ROOT, 'web', 'dist'));
  const serveWeb = existsSync(path.join(webDir, 'index.html'));
  const page = serveWeb ? pageWithApiBase(webDir, config) : null;
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes x.br and x.gz beside each file worth compressing (web/precompress.ts): brotli is sent
      // to those who accept it, else gzip, else the file, with `Vary: Accept-Encoding` (index.html too, through
      // sendFile below). The copies are not addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        // Vite names built files by their content: they never change under one name.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // History-mode routing: any page path that is not an API answers with the web app, which shows its own error page.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
    if (serveWeb && isPage) {
      reply.header('cache-control', 'no-cache');
      return page === null ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(page);
    }
    return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, request.id));
  });
  return app;
}
