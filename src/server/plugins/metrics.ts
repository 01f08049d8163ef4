import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metricsRegistry: Registry;
  }
}

/**
 * Prometheus text at /metrics: process metrics plus request counts and durations per route pattern
 * (the pattern, not the raw URL, so ids do not explode the label set). Every figure is measured.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
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
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
      durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      next();
    });
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    done();
  },
  { name: 'metrics' },
);
