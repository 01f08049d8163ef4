import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { HttpError } from '../lib/http-error.js';
import { isDirectLoopbackRequest } from '../lib/loopback.js';

declare module 'fastify' {
  interface FastifyInstance {
    metricsRegistry: Registry;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: when set, /metrics wants `Authorization: Bearer <token>` from every caller. */
  token?: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), digest(token));
}

/**
 * Who may read /metrics. The figures (routes and their traffic, memory, event-loop lag, errors) help an
 * attacker more than a visitor, so they are not public: with METRICS_TOKEN a scraper sends it as a bearer
 * token; without it only a direct request from the machine itself is answered (a Prometheus or a curl on the
 * host), never one through a proxy.
 */
function assertMayReadMetrics(request: FastifyRequest, token: string | undefined): void {
  if (token !== undefined) {
    if (!hasBearerToken(request, token)) throw new HttpError(401, 'unauthenticated', 'errors:metricsToken');
    return;
  }
  if (!isDirectLoopbackRequest(request)) throw new HttpError(403, 'forbidden', 'errors:metricsLoopbackOnly');
}

/**
 * Prometheus text at /metrics: process metrics plus request counts and durations per route pattern
 * (the pattern, not the raw URL, so ids do not explode the label set). Every figure is measured.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: MetricsOptions, done: () => void) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'methapilot_' });
    const requests = new Counter({
      name: 'methapilot_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'methapilot_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.decorate('metricsRegistry', registry);
    // The labelled series of each (method, route pattern, status), looked up once: prom-client hashes the
    // label object on every inc/observe otherwise. Patterns and statuses are few, so the map stays small.
    const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
    const seriesOf = (method: string, route: string, statusCode: number) => {
      const key = `${method} ${statusCode} ${route}`;
      let found = series.get(key);
      if (!found) {
        const counter = requests.labels(method, route, String(statusCode));
        const histogram = durations.labels(method, route);
        found = {
          count: () => {
            counter.inc();
          },
          time: (seconds) => {
            histogram.observe(seconds);
          },
        };
        series.set(key, found);
      }
      return found;
    };
    app.addHook('onResponse', (request, reply, next) => {
      const { count, time } = seriesOf(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
      );
      count();
      time(reply.elapsedTime / 1000);
      next();
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      assertMayReadMetrics(request, options.token);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    done();
  },
  { name: 'metrics' },
);
