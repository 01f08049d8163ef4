import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('lists every bad key in one ConfigError', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: /m);
    expect((caught as ConfigError).message).toContain('PORT');
    expect((caught as ConfigError).message).toContain('DATABASE_URL');
  });

  it('runs with no environment at all on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.passwordHashCost).toBe('standard');
  });

  it('takes the cheap test password hash only on a test server', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(problemsOf({ PASSWORD_HASH_COST: 'test' })).toEqual([
      'PASSWORD_HASH_COST: "test" is allowed only with NODE_ENV=test',
    ]);
    expect(problemsOf({ NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' })).toHaveLength(1);
    expect(problemsOf({ PASSWORD_HASH_COST: 'weak' })[0]).toMatch(/^PASSWORD_HASH_COST: /);
  });

  it('calls the free weather endpoints without a key and the customer ones with it, unless a base is set', () => {
    const free = loadConfig({}).weather;
    expect(free.forecastBaseUrl).toBe('https://api.open-meteo.com/v1');
    expect(free.geocodingBaseUrl).toBe('https://geocoding-api.open-meteo.com/v1');
    expect(free.apiKey).toBeUndefined();
    expect(free.userAgent).toMatch(/^MethaPilot\/\S+ \(support@methapilot\.local\)$/);

    const paid = loadConfig({ WEATHER_API_KEY: 'k3y', PUBLIC_URL: 'https://methapilot.example.fr' }).weather;
    expect(paid.forecastBaseUrl).toBe('https://customer-api.open-meteo.com/v1');
    expect(paid.geocodingBaseUrl).toBe('https://customer-geocoding-api.open-meteo.com/v1');
    expect(paid.apiKey).toBe('k3y');
    expect(paid.userAgent).toContain('(https://methapilot.example.fr; support@methapilot.local)');

    const proxied = loadConfig({ WEATHER_API_KEY: 'k3y', WEATHER_BASE_URL: 'http://127.0.0.1:9/v1' }).weather;
    expect(proxied.forecastBaseUrl).toBe('http://127.0.0.1:9/v1');
    expect(problemsOf({ WEATHER_GEOCODING_BASE_URL: 'ftp://x' })[0]).toMatch(/^WEATHER_GEOCODING_BASE_URL: /);
  });
});
