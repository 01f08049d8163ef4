import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import {
  createRequestRecorder,
  isRecordedRoute,
  type RequestRecorder,
} from '../modules/metrics/request-recorder.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored request figures' recorder (null when recording is off). */
    requestRecorder: RequestRecorder | null;
  }
}

export interface RequestRecordingOptions {
  db: Db;
  /** false: nothing recorded (the bench's baseline, tests that do not want it). */
  isEnabled: boolean;
  flushIntervalMs?: number;
}

/** Counts every answered API request per minute, route pattern, method and status; flushed every ~10 s and on close. */
export const requestRecordingPlugin = fp(
  (app: FastifyInstance, options: RequestRecordingOptions, done: () => void) => {
    if (!options.isEnabled) {
      app.decorate('requestRecorder', null);
      done();
      return;
    }
    const recorder = createRequestRecorder({
      db: options.db,
      log: app.log,
      flushIntervalMs: options.flushIntervalMs ?? 10_000,
    });
    app.decorate('requestRecorder', recorder);
    // The route pattern's verdict, worked out once per pattern.
    const isRecorded = new Map<string, boolean>();
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unmatched' : '');
      let recorded = isRecorded.get(route);
      if (recorded === undefined) {
        recorded = isRecordedRoute(route);
        isRecorded.set(route, recorded);
      }
      if (recorded) recorder.record(request.method, route, reply.statusCode, reply.elapsedTime);
      next();
    });
    app.addHook('onClose', () => recorder.stop());
    done();
  },
  { name: 'request-recording' },
);
