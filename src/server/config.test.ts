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
});
