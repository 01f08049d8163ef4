import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isSupportedLanguage,
  languageFromAcceptLanguage,
  type TLanguage,
} from '../../shared/i18n/languages.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is written in: the app's choice (X-App-Language), else Accept-Language. */
    language: TLanguage;
  }
}

export const appLanguageHeader = 'x-app-language';

export function languageOf(request: FastifyRequest): TLanguage {
  const chosen = request.headers[appLanguageHeader];
  if (isSupportedLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** Sets request.language before anything else runs, so even early errors are answered in it. */
export const requestLanguagePlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.decorateRequest('language', 'fr');
    app.addHook('onRequest', (request, _reply, next) => {
      request.language = languageOf(request);
      next();
    });
    done();
  },
  { name: 'request-language' },
);
