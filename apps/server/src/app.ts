import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Container, type ContainerOptions, createContainer } from './container.ts';
import {
  createGuards,
  createSubjectCache,
  forgetOnMemberEvents,
  type Guards,
  registerAccessControl,
  SUBJECT_CHANGED_CHANNEL,
} from './platform/auth/index.ts';
import { registerErrorHandler } from './platform/errors/index.ts';
import { clientErrorHandler } from './platform/http/client-error.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { decorateRequests } from './platform/http/request-decorators.ts';
import { registerRateLimits } from './platform/rate-limit/plugin.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';
import { registerRealtime } from './platform/realtime/plugin.ts';
import { registerSecurity } from './platform/security/plugin.ts';
import { registerWebApp } from './platform/web/spa.ts';

export type BuildAppOptions = ContainerOptions & {
  /** An already built container (main.ts shares it with the seed); built from the options otherwise. */
  container?: Container;
  /** Extra routes registered after the modules (tests use it for probe routes). */
  extend?: (app: FastifyInstance, context: { container: Container; guards: Guards }) => void | Promise<void>;
};

/** The HTTP app: platform plugins first, then every module's routes. Not listening yet. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const container = options.container ?? createContainer(options);
  const { config } = container;

  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    bodyLimit: config.http.bodyLimit,
    trustProxy: config.http.trustProxy,
    // API calls are logged; static files of the web app are not.
    logController: new LogController({
      disableRequestLogging: (request) => !request.url.startsWith('/api/'),
    }),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateRequests(app);
  registerErrorHandler(app);
  registerCompression(app);

  await registerSecurity(app, { corsOrigins: config.http.corsOrigins, secure: config.http.secure });
  const limits = await registerRateLimits(app, {
    globalMax: config.http.rateLimitPerAddress,
    perAccountMax: config.http.rateLimitPerAccount,
    verifyAccessToken: async (token) => (await container.tokens.verify(token)).userId,
    authPerEmail: config.auth.rateLimitPerEmail,
    authPerAddress: config.auth.rateLimitPerAddress,
  });
  await registerOpenApi(app, { appUrl: config.appUrl, secure: config.http.secure });

  const subjects = createSubjectCache(container.accounts.users.loadSubject);
  container.realtime.onPublish(forgetOnMemberEvents(subjects));
  const guards = createGuards({
    tokens: container.tokens,
    loadSubject: subjects.load,
    impersonationOpen: container.adminMembers.impersonation.isOpen,
  });
  // Before any route: every API route registered from here on must declare its access.
  registerAccessControl(app, guards);
  container.usage.registerRoutes(app);
  const hub = createRealtimeHub({
    connectionString: container.database.url,
    logger: options.logger,
    signals: { [SUBJECT_CHANGED_CHANNEL]: { notify: subjects.changed, listening: subjects.listening } },
  });
  await registerRealtime(app, { hub, guards });

  container.system.registerRoutes(app);
  container.content.registerRoutes(app);
  container.announcements.registerRoutes(app);
  container.accounts.registerRoutes(app);
  container.audit.registerRoutes(app);
  container.emailBlast.registerRoutes(app);
  container.adminMembers.registerRoutes(app);
  container.auth.registerRoutes(app, limits);
  container.shops.registerRoutes(app);
  container.facebook.registerRoutes(app);
  container.products.registerRoutes(app);
  container.boost.registerRoutes(app);
  container.productFrames.registerRoutes(app);
  container.productScrape.registerRoutes(app);
  container.stock.registerRoutes(app);
  container.spreadsheets.registerRoutes(app);
  container.productClone.registerRoutes(app);
  container.notifications.registerRoutes(app);
  container.orders.registerRoutes(app);
  container.profit.registerRoutes(app);
  container.chatAutomation.registerRoutes(app);
  container.billing.registerRoutes(app);
  container.affiliates.registerRoutes(app);
  container.billingTransfer.registerRoutes(app);
  container.chat.registerRoutes(app);
  container.tracking.registerRoutes(app);
  container.research.registerRoutes(app);

  // Sandbox mode: the marketplace emulators live in this process under /sandbox (their consent
  // pages post forms to this origin, which the CSP's form-action 'self' allows).
  if (config.marketplaces.mode === 'sandbox') {
    // Loaded only in sandbox mode: a live deployment never loads the emulators.
    const { sandboxPlugin } = await import('@booster/sandbox');
    await app.register(sandboxPlugin, {
      prefix: '/sandbox',
      credentials: config.marketplaces.credentials,
      webhookUrl: (platform: string) => `${config.appUrl}/api/webhook/${platform}`,
      accessTokenTtlSeconds: config.marketplaces.sandboxTokenTtlSeconds,
      simulation: config.marketplaces.simulation,
      midtrans: {
        serverKey: config.payments.midtrans?.serverKey,
        notificationUrl: config.payments.midtransNotificationUrl,
      },
    });
  }
  await options.extend?.(app, { container, guards });

  await registerWebApp(app, { webDist: config.webDist, appUrl: config.appUrl });
  return app;
}
