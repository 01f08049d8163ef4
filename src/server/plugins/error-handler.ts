import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { TApiError } from '../../shared/contracts/errors.js';
import { formatWait } from '../lib/format-wait.js';
import { HttpError } from '../lib/http-error.js';
import { translatorFor } from '../lib/i18n.js';
import { languageOf } from './request-language.js';
import { fieldMessages } from './validation-messages.js';

function send(reply: FastifyReply, statusCode: number, error: TApiError['error']): FastifyReply {
  return reply.status(statusCode).type('application/json; charset=utf-8').send({ error });
}

/**
 * Every error becomes JSON in the request's language: validation -> 400 with a message per field,
 * client mistakes -> their 4xx, anything else -> 500 with an error id (never a stack).
 */
/** Told of every 500 with its error id (the activity log's `error` entry); its own failure is only logged. */
export type ServerErrorListener = (request: FastifyRequest, errorId: string) => Promise<void>;

export interface ErrorHandlerOptions {
  onServerError?: ServerErrorListener;
}

async function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  onServerError?: ServerErrorListener,
) {
  const t = translatorFor(request.language);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, {
      code: 'validation_failed',
      message: t('errors:validationFailed'),
      fields: fieldMessages(error.validation, t),
    });
  }
  if (error instanceof HttpError) {
    return send(reply, error.statusCode, {
      code: error.code,
      message: t(error.messageKey, error.params),
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.rows ? { rows: error.rows } : {}),
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 413, {
        code: 'payload_too_large',
        message: t('errors:payloadTooLarge', { limit: request.routeOptions.bodyLimit }),
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(reply, 415, { code: 'unsupported_media_type', message: t('errors:unsupportedMediaType') });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 400, { code: 'empty_body', message: t('errors:emptyJsonBody') });
    case 'FST_ERR_BAD_URL':
      return send(reply, 400, { code: 'bad_url', message: t('errors:badUrl') });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return send(reply, 400, { code: 'malformed_json', message: t('errors:malformedJson') });
    default:
      break;
  }
  if (error.statusCode === 429) {
    const after = Number(reply.getHeader('retry-after') ?? 60) * 1000;
    return send(reply, 429, {
      code: 'too_many_requests',
      message: t('errors:tooManyRequests', { after: formatWait(after, request.language) }),
    });
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return send(reply, 400, { code: 'malformed_json', message: t('errors:malformedJson') });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error)) {
    return send(reply, statusCode, { code: 'bad_request', message: t('errors:validationFailed') });
  }
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'request failed');
  await onServerError?.(request, errorId).catch((listenerError: unknown) => {
    request.log.warn({ err: listenerError, errorId }, 'the error could not be written to the activity log');
  });
  return send(reply, 500, { code: 'internal', message: t('errors:internalWithId', { errorId }), errorId });
}

export const errorHandlerPlugin = fp(
  (app: FastifyInstance, options: ErrorHandlerOptions, done: () => void) => {
    // A body over the limit is answered with the limit of its route (a quote request takes a PDF).
    app.setErrorHandler((error: FastifyError, request, reply) =>
      handleError(error, request, reply, options.onServerError),
    );
    done();
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the URL…): the same JSON answer,
 * in the language the headers ask for (the request hooks have not run yet).
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.language = languageOf(request);
  void handleError(error, request, reply);
}

/** JSON 404 for unknown API routes. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const t = translatorFor(request.language);
  return send(reply, 404, {
    code: 'not_found',
    message: t('errors:routeNotFound', { method: request.method, url: request.url.split('?')[0] }),
  });
}
