import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { webDistFolder } from './lib/project-paths.js';
import { createMailer, type Mailer } from './integrations/mail/mailer.js';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { createCrossSiteRecorder, createServerErrorRecorder } from './modules/activity/request-events.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { queryOptimizationRoutes } from './modules/query-optimization/query-optimization.routes.js';
import { createAuth } from './modules/auth/auth-instance.js';
import { isTrustedOrigin, resolveAuthBaseUrl } from './modules/auth/auth-origin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createSessionCookieResolver } from './modules/auth/session-cookie-resolver.js';
import { createSessionReader } from './modules/auth/session-reader.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { cookieConsentRoutes } from './modules/profile/cookie-consent.routes.js';
import { localKeyRoutes } from './modules/offline/local-key.routes.js';
import { offlineActionsRoutes } from './modules/offline/offline-actions.routes.js';
import { rawMaterialsRoutes } from './modules/raw-materials/raw-materials.routes.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { agendaRoutes } from './modules/agenda/agenda.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { budgetRoutes } from './modules/budget/budget.routes.js';
import { productionRoutes } from './modules/production/production.routes.js';
import { feedLogRoutes } from './modules/feed-log/feed-log.routes.js';
import { complianceRoutes } from './modules/regulation/compliance.routes.js';
import { registersRoutes } from './modules/registers/registers.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { dailyTasksRoutes } from './modules/daily-tasks/daily-tasks.routes.js';
import { createTemplateCache } from './modules/daily-tasks/template-cache.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { optimisationRoutes } from './modules/optimisation/optimisation.routes.js';
import { plantSettingsRoutes } from './modules/plant-settings/plant-settings.routes.js';
import { ghgRoutes } from './modules/ghg/ghg.routes.js';
import { createWeatherService } from './modules/weather/weather-service.js';
import { weatherRoutes } from './modules/weather/weather.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { advisoryRoutes } from './modules/advisory/advisory.routes.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { emergencyRoutes } from './modules/emergency/emergency.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { createDocumentIndexer, type DocumentIndexer } from './modules/documents/document-indexing.js';
import { createDocumentAnswerWriter } from './modules/documents/written-answer.js';
import { emergencyAcknowledgementRoutes } from './modules/emergency/emergency-acknowledgement.routes.js';
import {
  createMemoryCleanupRegistry,
  type MemoryCleanupRegistry,
} from './modules/alerts/memory-cleanup-registry.js';
import type { ServerSelf } from './integrations/webhooks/webhook-target.js';
import { acceptCsvUploads } from './modules/records/csv-upload.js';
import { sessionRoutes } from './modules/sessions/sessions.routes.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { appendSecureLog, type SecureLogEntry } from './modules/secure-logs/secure-log-append.js';
import { createSecureLogVault, type SecureLogVault } from './modules/secure-logs/secure-log-vault.js';
import { secureLogAdminRoutes } from './modules/secure-logs/secure-logs-admin.routes.js';
import { secureLogRoutes } from './modules/secure-logs/secure-logs.routes.js';
import { securityDemoRoutes } from './modules/secure-logs/security-demo.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { errorHandlerPlugin, handleFrameworkError } from './plugins/error-handler.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestRecordingPlugin } from './plugins/request-recording.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { nulCharacterGuardPlugin } from './plugins/nul-character-guard.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { requestContextPlugin, type SessionUserResolver } from './plugins/request-context.js';
import { requestLanguagePlugin } from './plugins/request-language.js';
import { httpsRedirectPlugin, securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';
import { appVersion } from './lib/app-version.js';
import { loggerOptions } from './lib/log-options.js';
import type { LoggerOptions } from 'pino';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Who is signed in; by default the user of the request's session cookie (tests may inject another). */
  resolveSessionUser?: SessionUserResolver;
  /** false only in the bench, which measures sign-in throughput: the account rate limits would refuse it. */
  isAuthRateLimited?: boolean;
  /** Where the built web app lives (tests may point elsewhere). */
  webDistFolder?: string;
  /** Outgoing mail; by default one built from SMTP_URL / MAIL_FROM (tests inject their own). */
  mailer?: Mailer;
  /** pino logger options; false silences the log (tests). */
  logger?: boolean | { level: string };
  /** A logger made by the caller (main.ts shares it with the mailer); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The in-process caches a memory alert empties (main.ts shares it with the alert jobs); the app registers its caches. */
  memoryCleanups?: MemoryCleanupRegistry;
  /** The secure logs' keys, chain key and head witness; by default from the config, else kept in memory. */
  secureLogVault?: SecureLogVault;
  /**
   * Stored request figures (per minute, route, method, status; issue 20): on by default; false for the bench's
   * baseline and tests that do not want them. A number is the flush interval in ms (10 s by default).
   */
  requestRecording?: boolean | { flushIntervalMs: number };
  /** Client reports per minute per user or address (tests lower or raise it). */
  clientReportsPerMinute?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one way server code writes a secure log (redacted, encrypted when sensitive, chained): call it
     * outside a request's user transaction, e.g. `await request.server.appendSecureLog({ userId, level, message })`.
     */
    appendSecureLog(entry: SecureLogEntry): ReturnType<typeof appendSecureLog>;
    /** The background step of the document uploads (main.ts's job runs it for documents left waiting). */
    documentIndexer: DocumentIndexer;
  }
}

/** How the server itself is reached (PUBLIC_URL, its listening address): webhooks may not point there. */
export function serverSelfOf(server: FastifyInstance['server'], publicUrl: string | undefined): ServerSelf {
  return {
    publicUrl,
    listening() {
      const address = server.address();
      return typeof address === 'object' && address
        ? { host: address.address, port: address.port }
        : undefined;
    },
  };
}

/** The logger options of the app (redaction and the request serializer, log-options.ts), or none. */
function loggerOf(logger: AppDependencies['logger'], defaultLevel: string): false | LoggerOptions {
  if (logger === false) return false;
  return loggerOptions(logger === true || logger === undefined ? defaultLevel : logger.level);
}

/** Builds the Fastify instance without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = dependencies;
  const app = Fastify({
    ...(dependencies.loggerInstance
      ? { loggerInstance: dependencies.loggerInstance }
      : { logger: loggerOf(dependencies.logger, config.logLevel) }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The auth library signs cookies with the session secret; tests without a configured one get a random one.
  const sessionSecret = config.sessionSecret ?? randomBytes(32).toString('hex');
  // An injected mailer belongs to the caller; the one built here is closed with the app.
  const mailer =
    dependencies.mailer ??
    createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  if (!dependencies.mailer) app.addHook('onClose', () => mailer.close());
  const auth = createAuth({ config: { ...config, sessionSecret }, db: database.db, mailer, log: app.log });
  const sessionReader = createSessionReader(auth);
  const authOrigin = resolveAuthBaseUrl(config);

  await app.register(requestLanguagePlugin);
  await app.register(fastifyCookie, { secret: sessionSecret });
  await app.register(errorHandlerPlugin, { onServerError: createServerErrorRecorder(database.db) });
  await app.register(httpsRedirectPlugin, { isEnabled: config.trustProxy, publicUrl: config.publicUrl });
  await app.register(securityHeadersPlugin);
  await app.register(nulCharacterGuardPlugin);
  await app.register(originCheckPlugin, {
    isTrusted: (origin, request) =>
      isTrustedOrigin(origin, authOrigin.trustedOrigins) ||
      (!config.publicUrl && origin === `${request.protocol}://${request.host}`),
    onRefused: createCrossSiteRecorder(database.db),
  });
  await app.register(metricsPlugin, { token: config.metricsToken });
  const recording = dependencies.requestRecording ?? true;
  await app.register(requestRecordingPlugin, {
    db: database.db,
    isEnabled: recording !== false,
    ...(typeof recording === 'object' ? { flushIntervalMs: recording.flushIntervalMs } : {}),
  });
  await app.register(apiDocsPlugin);
  await app.register(
    requestContextPlugin,
    dependencies.resolveSessionUser
      ? { db: database.db, resolveSessionUser: dependencies.resolveSessionUser }
      : {
          db: database.db,
          ...createSessionCookieResolver({
            db: database.db,
            secret: sessionSecret,
            isSecure: authOrigin.isSecure,
          }),
        },
  );

  await app.register(healthRoutes, { database, version: appVersion });
  await app.register(supportRoutes, { mailer, supportEmail: config.supportEmail });
  await app.register(authRoutes, {
    auth,
    db: database.db,
    isGoogleEnabled: config.google !== undefined,
    isMailSent: config.smtpUrl !== undefined,
    isDevOutboxEnabled: config.isDevOutboxEnabled,
    isRateLimited: dependencies.isAuthRateLimited ?? true,
  });
  await app.register(sessionRoutes, { db: database.db, sessionReader });
  await app.register(profileRoutes, { db: database.db });
  await app.register(cookieConsentRoutes);
  await app.register(localKeyRoutes);
  // The daily task templates (a global catalogue): one 60 s cache for every route that reads the checklist.
  const dailyTemplates = createTemplateCache();
  const memoryCleanups = dependencies.memoryCleanups ?? createMemoryCleanupRegistry();
  memoryCleanups.register('daily-templates', () => dailyTemplates.clear());
  await app.register(offlineActionsRoutes, { dailyTemplates });
  await app.register(activityRoutes);
  await app.register(adminRoutes, { db: database.db });
  await app.register(queryOptimizationRoutes, { database });
  await app.register(metricsRoutes, {
    db: database.db,
    ...(dependencies.clientReportsPerMinute === undefined
      ? {}
      : { clientReportsPerMinute: dependencies.clientReportsPerMinute }),
  });
  acceptCsvUploads(app);
  await app.register(stockRoutes);
  await app.register(rawMaterialsRoutes);
  await app.register(maintenanceRoutes);
  await app.register(agendaRoutes);
  await app.register(teamRoutes);
  await app.register(budgetRoutes);
  await app.register(productionRoutes);
  await app.register(feedLogRoutes);
  await app.register(complianceRoutes);
  await app.register(registersRoutes);
  await app.register(shopRoutes, { db: database.db, mailer, salesEmail: config.salesEmail });
  await app.register(dailyTasksRoutes, { dailyTemplates });
  await app.register(searchRoutes);
  await app.register(libraryRoutes);
  await app.register(newsRoutes, {
    db: database.db,
    publicUrl: config.publicUrl,
    port: config.port,
    hasFeeds: config.newsFeeds.length > 0,
  });
  const weather = createWeatherService(config.weather);
  memoryCleanups.register('weather-forecasts', () => weather.dropStaleForecasts());
  await app.register(locationsRoutes, { geocode: weather.geocode });
  await app.register(weatherRoutes, { weather });
  await app.register(dashboardRoutes, { dailyTemplates, weather });
  await app.register(plantSettingsRoutes);
  await app.register(optimisationRoutes);
  await app.register(ghgRoutes);
  await app.register(advisoryRoutes, { weather });
  await app.register(notificationsRoutes, { weather });
  await app.register(alertsRoutes, { db: database.db, self: serverSelfOf(app.server, config.publicUrl) });
  await app.register(emergencyRoutes, {
    db: database.db,
    mailer,
    self: serverSelfOf(app.server, config.publicUrl),
    publicUrl: config.publicUrl,
    port: config.port,
  });
  await app.register(emergencyAcknowledgementRoutes, { db: database.db });
  const documentIndexer = createDocumentIndexer(database, app.log);
  app.decorate('documentIndexer', documentIndexer);
  app.addHook('onClose', () => documentIndexer.stop());
  await app.register(documentsRoutes, {
    indexer: documentIndexer,
    answerWriter: config.llm ? createDocumentAnswerWriter(config.llm, app.log) : null,
  });
  const secureLogVault =
    dependencies.secureLogVault ??
    createSecureLogVault({ keys: config.secureLogKeys, chainKey: config.secureLogChainKey });
  app.decorate('appendSecureLog', (entry: SecureLogEntry) =>
    appendSecureLog(database.db, secureLogVault, entry),
  );
  await app.register(secureLogRoutes, { db: database.db, vault: secureLogVault });
  await app.register(secureLogAdminRoutes, { db: database.db, vault: secureLogVault });
  await app.register(securityDemoRoutes, {
    db: database.db,
    vault: secureLogVault,
    sessionReader,
    isCookieSecure: authOrigin.isSecure,
  });
  await app.register(dataRightsRoutes, {
    db: database.db,
    vault: secureLogVault,
    sessionReader,
    isCookieSecure: authOrigin.isSecure,
  });
  await app.register(devOutboxRoutes, { db: database.db, isEnabled: config.isDevOutboxEnabled });

  await app.register(webAppPlugin, { webDistFolder: dependencies.webDistFolder ?? webDistFolder });
  return app;
}
