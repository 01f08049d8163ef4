import { z } from 'zod';
import { appVersion } from './lib/app-version.js';
import type { PasswordHashCost } from './lib/password-hashing.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: readonly string[]) =>
  z
    .url()
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

/** Whether a text is an absolute http(s) address. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every environment variable the server reads, with its default (documented in README.md). */
const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('MethaPilot <no-reply@methapilot.local>'),
  SUPPORT_EMAIL: z.email().default('support@methapilot.local'),
  SALES_EMAIL: z.email().default('commercial@methapilot.local'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: optionalUrl(['http', 'https']),
  LLM_BASE_URL: optionalUrl(['http', 'https']),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o'),
  // Open-Meteo: the free endpoints are for non-commercial use; with WEATHER_API_KEY the customer ones are the
  // defaults (domain.md "Weather and digestate spreading"). Either base may be set, e.g. to a proxy or a fake.
  WEATHER_BASE_URL: optionalUrl(['http', 'https']),
  WEATHER_GEOCODING_BASE_URL: optionalUrl(['http', 'https']),
  WEATHER_API_KEY: z.string().min(1).optional(),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // RSS 2.0 or Atom feeds the server fetches every 30 min for the news page: comma-separated http(s) addresses.
  NEWS_FEEDS: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ])
    .refine((urls) => urls.every(isWebAddress), {
      message: 'must be http:// or https:// addresses separated by commas',
    })
    .default([]),
  TRUST_PROXY: booleanFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  DEV_OUTBOX: booleanFromEnv.optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  // Secure logs: "id:base64 of 32 bytes,…" (first current) and the chain's HMAC key; else generated into DATA_DIR.
  SECURE_LOG_KEYS: z.string().min(1).optional(),
  SECURE_LOG_CHAIN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type TEnvironment = z.infer<typeof ZEnvironment>;

export interface AppConfig {
  environment: TEnvironment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Where quote requests are sent (with their PDF). */
  salesEmail: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  weather: WeatherConfig;
  /** NEWS_FEEDS: the RSS/Atom feeds of the news page (none by default: admin-written articles only). */
  newsFeeds: string[];
  trustProxy: boolean;
  logLevel: TEnvironment['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** The dev-only page listing the outbox is served when no SMTP server is configured and not in production, or when forced. */
  isDevOutboxEnabled: boolean;
  /** Bearer token that opens /metrics to remote scrapers; without it /metrics answers loopback callers only. */
  metricsToken: string | undefined;
  /** `standard` (ASVS argon2id) everywhere but test servers (lib/password-hashing.ts). */
  passwordHashCost: PasswordHashCost;
  /** SECURE_LOG_KEYS / SECURE_LOG_CHAIN_KEY; unset, main.ts generates them into DATA_DIR (modules/secure-logs). */
  secureLogKeys: string | undefined;
  secureLogChainKey: string | undefined;
}

export interface WeatherConfig {
  forecastBaseUrl: string;
  geocodingBaseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Who calls, with a way to reach the operator of this server, as the weather services ask. */
  userAgent: string;
}

const freeWeatherBases = {
  forecast: 'https://api.open-meteo.com/v1',
  geocoding: 'https://geocoding-api.open-meteo.com/v1',
};
const customerWeatherBases = {
  forecast: 'https://customer-api.open-meteo.com/v1',
  geocoding: 'https://customer-geocoding-api.open-meteo.com/v1',
};

function weatherConfigOf(e: TEnvironment): WeatherConfig {
  const bases = e.WEATHER_API_KEY ? customerWeatherBases : freeWeatherBases;
  return {
    forecastBaseUrl: e.WEATHER_BASE_URL ?? bases.forecast,
    geocodingBaseUrl: e.WEATHER_GEOCODING_BASE_URL ?? bases.geocoding,
    apiKey: e.WEATHER_API_KEY,
    timeoutMs: e.WEATHER_TIMEOUT_MS,
    userAgent: `MethaPilot/${appVersion} (${e.PUBLIC_URL ? `${e.PUBLIC_URL}; ` : ''}${e.SUPPORT_EMAIL})`,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into a typed config; throws a ConfigError listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnvironment.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither']);
  }
  if (e.PASSWORD_HASH_COST === 'test' && e.NODE_ENV !== 'test') {
    throw new ConfigError(['PASSWORD_HASH_COST: "test" is allowed only with NODE_ENV=test']);
  }
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    salesEmail: e.SALES_EMAIL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    weather: weatherConfigOf(e),
    newsFeeds: e.NEWS_FEEDS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    isDevOutboxEnabled: e.DEV_OUTBOX ?? (!e.SMTP_URL && e.NODE_ENV !== 'production'),
    metricsToken: e.METRICS_TOKEN,
    passwordHashCost: e.PASSWORD_HASH_COST,
    secureLogKeys: e.SECURE_LOG_KEYS,
    secureLogChainKey: e.SECURE_LOG_CHAIN_KEY,
  };
}
