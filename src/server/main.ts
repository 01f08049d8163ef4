import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/client.js';
import { DataDirError } from './db/data-dir-lock.js';
import { resolve, join } from 'node:path';
import { embeddedTemplateFolder } from './lib/project-paths.js';
import { resolveSessionSecret } from './lib/session-secret.js';
import { createSecureLogVault, type SecureLogVault } from './modules/secure-logs/secure-log-vault.js';
import { pino } from 'pino';
import { loggerOptions } from './lib/log-options.js';

/**
 * The modules of the app itself, loaded while the database opens: loading them keeps the main thread busy for
 * about half a second, while opening the database is mostly waiting (the template copy on the thread pool,
 * PGlite's WebAssembly compiled off the main thread). Only the database and configuration modules are loaded
 * before start-up begins.
 */
function loadAppModules() {
  return Promise.all([
    import('./app.js'),
    import('./db/seed/demo-account.js'),
    import('./lib/password-hashing.js'),
    import('./integrations/mail/mailer.js'),
    import('./jobs/auth-cleanup-job.js'),
    import('./jobs/mail-retry-job.js'),
    import('./jobs/offline-cleanup-job.js'),
    import('./jobs/monthly-report-job.js'),
    import('./jobs/scheduler.js'),
    import('./modules/query-optimization/query-statistics.repository.js'),
    import('./jobs/metrics-retention-job.js'),
    import('./modules/metrics/process-monitor.js'),
    import('./modules/metrics/metric-window.repository.js'),
    import('./modules/alerts/memory-cleanup-registry.js'),
    import('./jobs/alert-evaluation-job.js'),
    import('./jobs/webhook-delivery-job.js'),
    import('./integrations/webhooks/webhook-delivery.js'),
    import('./jobs/emergency-escalation-job.js'),
    import('./jobs/news-feeds-job.js'),
    import('./jobs/data-retention-job.js'),
    import('./jobs/document-indexing-job.js'),
  ]);
}

function databaseTarget(config: AppConfig) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite-dir', dataDir: resolve(config.dataDir), template: embeddedTemplateFolder } as const);
}

/** One clear line saying what to fix, then exit 1. */
function refuseToStart(reason: string): never {
  process.stderr.write(`MethaPilot cannot start: ${reason}\n`);
  process.exit(1);
}

async function start(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError)
      refuseToStart(`fix these environment variables: ${error.problems.join('; ')}`);
    throw error;
  }

  const appModules = loadAppModules();
  let database: Database;
  try {
    database = await openDatabase(databaseTarget(config));
    await database.migrate();
  } catch (error) {
    if (error instanceof DataDirError || error instanceof DatabaseUnavailableError)
      refuseToStart(error.message);
    refuseToStart(`database error: ${error instanceof Error ? error.message : String(error)}`);
  }

  try {
    config = {
      ...config,
      sessionSecret: resolveSessionSecret(config.sessionSecret, resolve(config.dataDir)),
    };
  } catch (error) {
    await database.close();
    refuseToStart(
      `cannot keep the session secret in DATA_DIR "${config.dataDir}" (${error instanceof Error ? error.message : String(error)}): set SESSION_SECRET or point DATA_DIR at a writable directory`,
    );
  }
  let secureLogVault: SecureLogVault;
  try {
    secureLogVault = createSecureLogVault({
      keys: config.secureLogKeys,
      chainKey: config.secureLogChainKey,
      dataDir: resolve(config.dataDir),
    });
  } catch (error) {
    await database.close();
    refuseToStart(
      `cannot read or keep the secure log keys (${error instanceof Error ? error.message : String(error)}): check SECURE_LOG_KEYS / SECURE_LOG_CHAIN_KEY or point DATA_DIR at a writable directory`,
    );
  }

  const logger = pino(loggerOptions(config.logLevel));
  if (database.templateUse?.isUsed) logger.info('new database copied from the migrated template');
  else if (database.templateUse)
    logger.info(`new database not copied from the template: ${database.templateUse.reason}`);
  const [
    { buildApp, serverSelfOf },
    { seedDemoAccount },
    { createPasswordHasher },
    { createMailer },
    { createAuthCleanupJob },
    { createMailRetryJob },
    { createOfflineCleanupJob },
    { createMonthlyReportJob },
    { startScheduler },
    { prepareQueryStatistics },
    { createMetricsRetentionJob },
    { startProcessMonitor },
    { readMetricWindow },
    { createMemoryCleanupRegistry },
    { createAlertEvaluationJob },
    { createWebhookDeliveryJob },
    { deliverDueWebhooks },
    { createEmergencyEscalationJob },
    { createNewsFeedsJob },
    { createDataRetentionJob },
    { createDocumentIndexingJob },
  ] = await appModules;
  // The demo account's argon2id hash runs on the thread pool while the app is built on the main thread; both
  // are done before the server listens, so the first 200 of /api/health finds the account there.
  const demoSeeding = seedDemoAccount(database.db, createPasswordHasher(config.passwordHashCost), (line) => {
    logger.warn(line);
  });
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  // The caches a memory alert empties: the app registers its own, the alert jobs run them.
  const memoryCleanups = createMemoryCleanupRegistry();
  const app = await buildApp({
    config,
    database,
    mailer,
    loggerInstance: logger,
    secureLogVault,
    memoryCleanups,
  });
  const self = serverSelfOf(app.server, config.publicUrl);
  const webhookDelivery = { db: database.db, self, logger: app.log };
  const alerts = {
    db: database.db,
    readMetricWindow,
    cleanups: memoryCleanups,
    mailer,
    deliverWebhooks: () => deliverDueWebhooks(webhookDelivery),
    logger: app.log,
  };
  const newsFeedsJob = createNewsFeedsJob({ db: database.db, feeds: config.newsFeeds, logger: app.log });
  const scheduler = startScheduler(
    database,
    [
      createMailRetryJob(mailer),
      createAuthCleanupJob(database.db),
      createOfflineCleanupJob(database.db),
      createMonthlyReportJob(database.db, app.log),
      createMetricsRetentionJob(database.db),
      createAlertEvaluationJob(alerts, 'a'),
      createAlertEvaluationJob(alerts, 'b'),
      createWebhookDeliveryJob(webhookDelivery),
      createEmergencyEscalationJob({ db: database.db, mailer }),
      newsFeedsJob,
      createDataRetentionJob(database.db),
      createDocumentIndexingJob(app.documentIndexer),
    ],
    app.log,
  );
  // The feeds are read once at start too (the job then runs every 30 min): the news page has them at once.
  const firstNewsFeedsRun =
    config.newsFeeds.length > 0
      ? database
          .runExclusively(newsFeedsJob.lockKey, () => newsFeedsJob.run())
          .catch((error: unknown) => {
            app.log.error({ err: error, job: newsFeedsJob.name }, 'job failed');
          })
      : Promise.resolve();
  await demoSeeding;
  // Memory every 30 s, the start and clean stop, crashes recorded before the process ends as Node would end it.
  const processMonitor = await startProcessMonitor({ db: database.db, log: app.log, isCrashRecorded: true });

  let isClosing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, closing the database');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    void scheduler
      .stop()
      .then(() => firstNewsFeedsRun)
      .then(() => app.close())
      .then(() => processMonitor.stop())
      .then(() => mailer.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  // pg_stat_statements for the query optimisation page: its view created at start where the library is loaded
  // (PGlite always; a PostgreSQL server configured for it); elsewhere the page says what to configure.
  void prepareQueryStatistics(database.db).then(
    (state) => {
      logger.info({ queryStatistics: state }, 'query statistics (pg_stat_statements)');
    },
    (error: unknown) => {
      logger.warn({ err: error }, 'query statistics (pg_stat_statements) could not be prepared');
    },
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    refuseToStart(
      code === 'EADDRINUSE'
        ? `port ${config.port} is already in use: stop the other server or set PORT`
        : `cannot listen on ${config.host}:${config.port} (${String(error)})`,
    );
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `MethaPilot is ready on http://${shownHost}:${port} (${database.engine}${database.engine === 'pglite' ? ` in ${join(resolve(config.dataDir), 'pglite')}` : ''})`,
  );
}

await start();
