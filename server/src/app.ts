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
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerMenuRoutes } from './features/menus/menus.routes.ts';
import { createMenuService } from './features/menus/menus.service.ts';
import { registerRelatedLinkRoutes } from './features/related-links/related-links.routes.ts';
import { registerSiteRoutes } from './features/site/site.routes.ts';
import { registerGuard } from './platform/auth/guard.ts';
import type { Database } from './platform/db/database.ts';
import { AppError, errorBody, registerErrorHandling } from './platform/errors.ts';
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
    routerOptions: { ignoreTrailingSlash: true },
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
  registerMenuRoutes(app, { menus: createMenuService({ db: database.db }) });
  registerRelatedLinkRoutes(app, { db: database.db });
  registerSiteRoutes(app, { supportEmail: config.SUPPORT_EMAIL });

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
