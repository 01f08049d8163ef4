import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { webDistFolder } from './lib/project-paths.js';
import { createMailer, type Mailer } from './integrations/mail/mailer.js';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { errorHandlerPlugin, handleFrameworkError } from './plugins/error-handler.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestContextPlugin, type SessionUserResolver } from './plugins/request-context.js';
import { requestLanguagePlugin } from './plugins/request-language.js';
import { httpsRedirectPlugin, securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';
import { appVersion } from './lib/app-version.js';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** Who is signed in; until the accounts module provides sessions, nobody is. */
  resolveSessionUser?: SessionUserResolver;
  /** Where the built web app lives (tests may point elsewhere). */
  webDistFolder?: string;
  /** Outgoing mail; by default one built from SMTP_URL / MAIL_FROM (tests inject their own). */
  mailer?: Mailer;
  /** pino logger options; false silences the log (tests). */
  logger?: boolean | { level: string };
  /** A logger made by the caller (main.ts shares it with the mailer); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
}

/** Builds the Fastify instance without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = dependencies;
  const app = Fastify({
    ...(dependencies.loggerInstance
      ? { loggerInstance: dependencies.loggerInstance }
      : { logger: dependencies.logger ?? { level: config.logLevel } }),
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

  await app.register(requestLanguagePlugin);
  // Signed cookies (sessions, second-factor challenges); tests without a configured secret get a random one.
  await app.register(fastifyCookie, { secret: config.sessionSecret ?? randomBytes(32).toString('hex') });
  await app.register(errorHandlerPlugin, { bodyLimit: config.bodyLimitBytes });
  await app.register(httpsRedirectPlugin, { isEnabled: config.trustProxy });
  await app.register(securityHeadersPlugin);
  await app.register(metricsPlugin);
  await app.register(apiDocsPlugin);
  await app.register(requestContextPlugin, {
    db: database.db,
    resolveSessionUser: dependencies.resolveSessionUser ?? (() => Promise.resolve(null)),
  });

  // An injected mailer belongs to the caller; the one built here is closed with the app.
  const mailer =
    dependencies.mailer ??
    createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  if (!dependencies.mailer) app.addHook('onClose', () => mailer.close());

  await app.register(healthRoutes, { database, version: appVersion });
  await app.register(supportRoutes, { mailer, supportEmail: config.supportEmail });
  await app.register(devOutboxRoutes, { db: database.db, isEnabled: config.isDevOutboxEnabled });

  await app.register(webAppPlugin, { webDistFolder: dependencies.webDistFolder ?? webDistFolder });
  return app;
}
