// What the server log may hold (issue 20): no password, token, secret, cookie or full IP address. Pino's
// redaction censors the credentials wherever a logged object carries them (up to three levels down) and the
// request serializer keeps the method, the path without its query (reset links carry tokens) and the /24 or /48
// of the address.
import type { LoggerOptions } from 'pino';
import { truncateIpAddress } from '../../shared/domain/ip-truncation.js';

const secretKeys = ['password', 'newPassword', 'currentPassword', 'token', 'secret', 'backupCodes'];

const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/** The request as a log line shows it. */
function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url?.split('?')[0],
    route: request.routeOptions?.url,
    network: truncateIpAddress(request.ip),
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { req: requestForLog },
  };
}
