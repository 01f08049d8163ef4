import { describe, expect, it, vi } from 'vitest';
import type { DbTransaction } from '../../db/user-context.js';
import type { DailyTemplate } from './daily-tasks.repository.js';

const listActiveTemplates = vi.fn<(tx: DbTransaction) => Promise<DailyTemplate[]>>();
vi.mock('./daily-tasks.repository.js', () => ({ listActiveTemplates }));

const { createTemplateCache, TEMPLATE_CACHE_MS } = await import('./template-cache.js');

const template = (code: string): DailyTemplate => ({
  id: code,
  code,
  label: code,
  deepLink: null,
  autoCompleteEvent: null,
  hasNotes: false,
});
// The repository is mocked: the transaction is only passed through.
const tx = Object.create(null) as DbTransaction;

describe('template cache (spec §9: 60 s)', () => {
  it('reads the templates once a minute, and once for concurrent callers', async () => {
    let now = 0;
    listActiveTemplates.mockResolvedValueOnce([template('a')]).mockResolvedValueOnce([template('b')]);
    const read = createTemplateCache(() => now);
    const [first, concurrent] = await Promise.all([read(tx), read(tx)]);
    expect(first.map((item) => item.code)).toEqual(['a']);
    expect(concurrent).toBe(first);
    now = TEMPLATE_CACHE_MS - 1;
    expect((await read(tx)).map((item) => item.code)).toEqual(['a']);
    expect(listActiveTemplates).toHaveBeenCalledTimes(1);
    now = TEMPLATE_CACHE_MS;
    expect((await read(tx)).map((item) => item.code)).toEqual(['b']);
    expect(listActiveTemplates).toHaveBeenCalledTimes(2);
  });

  it('a failed read is not cached', async () => {
    listActiveTemplates.mockReset();
    listActiveTemplates.mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce([template('c')]);
    const read = createTemplateCache(() => 0);
    await expect(read(tx)).rejects.toThrow('db down');
    expect((await read(tx)).map((item) => item.code)).toEqual(['c']);
  });
});
