// Our built app as the bench serves it: production config, the user named by a header, one extra route.
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../src/server/db/client.js';
import { closedLoopbackUrl } from '../tests/fixtures/open-meteo-fake.js';
import { benchUserHeader } from './baseline-server.js';
import { buildApp, loadConfig, stockItems } from './built-server-modules.js';

const resolveHeaderUser = (request: FastifyRequest): Promise<string | null> => {
  const value = request.headers[benchUserHeader];
  return Promise.resolve(typeof value === 'string' && value.length > 0 ? value : null);
};

/** The production configuration the bench's apps run with; the weather services on a closed loopback port. */
export function benchConfig(weatherBaseUrl = closedLoopbackUrl) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEATHER_BASE_URL: weatherBaseUrl,
    WEATHER_GEOCODING_BASE_URL: weatherBaseUrl,
  });
}

/**
 * Not ready yet: the caller owns the instance (and closes it) from here on. The weather services are a closed
 * loopback port unless `weatherBaseUrl` names a fake: the bench never leaves the machine.
 */
export async function buildBenchApp(
  database: Database,
  weatherBaseUrl = closedLoopbackUrl,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: benchConfig(weatherBaseUrl),
    database,
    logger: false,
    resolveSessionUser: resolveHeaderUser,
  });
  // A route of the bench only, on the real app: the path every user-owned list takes (RLS transaction).
  app.get('/api/bench/stock-items', async (request) =>
    request.withUserDb((tx) => tx.select().from(stockItems).orderBy(desc(stockItems.createdAt)).limit(50)),
  );
  return app;
}
