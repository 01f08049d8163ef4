import { describe, expect, it } from 'vitest';
import type { TOfflineAction, TOfflineActionResult } from '../../../shared/contracts/offline';
import type { TApiResult } from '../api-client';
import type { QueuedAction } from './queued-action';
import { submitAction, type SubmitDependencies } from './submit-action';

const networkDown = { ok: false as const, status: 0, code: 'network', message: 'offline', fields: {} };

function setup(options: {
  isOnline?: boolean;
  waiting?: number;
  answer?: (action: TOfflineAction) => TApiResult<{ results: TOfflineActionResult[] }>;
}) {
  const queued: QueuedAction[] = [];
  const sent: TOfflineAction[][] = [];
  let next = 0;
  const deps: SubmitDependencies = {
    clientId: '6f1c1f43-3f7c-4d0e-9d8e-222222222222',
    enqueue: (action) => {
      queued.push(action);
      return Promise.resolve();
    },
    countPending: () => Promise.resolve((options.waiting ?? 0) + queued.length),
    send: (_clientId, actions) => {
      sent.push(actions);
      const [action] = actions;
      if (!action) throw new Error('nothing sent');
      return Promise.resolve(
        options.answer?.(action) ?? {
          ok: true,
          status: 200,
          data: { results: [{ id: action.id, status: 201, body: { id: action.recordId }, replayed: false }] },
        },
      );
    },
    isOnline: () => options.isOnline ?? true,
    newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    now: () => new Date('2026-11-22T08:00:00.000Z'),
  };
  return { deps, queued, sent };
}

const insert = {
  table: 'stock_items' as const,
  action: 'insert' as const,
  recordId: 'r1',
  data: { name: 'Filtre' },
};

describe('one write through the offline layer', () => {
  it('online with nothing waiting: sent at once and answered as the server answered', async () => {
    const { deps, queued, sent } = setup({});
    const outcome = await submitAction(deps, insert);
    expect(outcome).toEqual({ kind: 'applied', status: 201, body: { id: 'r1' } });
    expect(sent).toHaveLength(1);
    expect(queued).toEqual([]);
  });

  it('offline: queued as spec §3 describes it (id, table, data, action, timestamp, not synced)', async () => {
    const { deps, queued, sent } = setup({ isOnline: false });
    const outcome = await submitAction(deps, insert);
    expect(outcome.kind).toBe('queued');
    expect(sent).toEqual([]);
    expect(queued).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        table: 'stock_items',
        action: 'insert',
        recordId: 'r1',
        data: { name: 'Filtre' },
        timestamp: '2026-11-22T08:00:00.000Z',
        synced: false,
        state: 'pending',
      },
    ]);
  });

  it('online behind waiting actions: queued so it does not overtake them', async () => {
    const { deps, queued, sent } = setup({ waiting: 2 });
    const outcome = await submitAction(deps, insert);
    expect(outcome).toMatchObject({ kind: 'queued', reason: 'behind-others' });
    expect(sent).toEqual([]);
    expect(queued).toHaveLength(1);
  });

  it('a request lost on the network is queued under the same id, to be replayed once', async () => {
    const { deps, queued, sent } = setup({ answer: () => networkDown });
    const outcome = await submitAction(deps, insert);
    expect(outcome).toMatchObject({ kind: 'queued', reason: 'network' });
    expect(queued.map((action) => action.id)).toEqual(sent.flat().map((action) => action.id));
  });

  it('a refusal comes back with the server message and per-field messages for the form', async () => {
    const body = {
      error: { code: 'validation_failed', message: 'Données invalides', fields: { name: 'Nom requis' } },
    };
    const { deps, queued } = setup({
      answer: (action) => ({
        ok: true,
        status: 200,
        data: { results: [{ id: action.id, status: 400, body, replayed: false }] },
      }),
    });
    const outcome = await submitAction(deps, insert);
    expect(outcome).toEqual({
      kind: 'refused',
      result: {
        ok: false,
        status: 400,
        code: 'validation_failed',
        message: 'Données invalides',
        fields: { name: 'Nom requis' },
      },
    });
    expect(queued).toEqual([]);
  });

  it('an update carries the version the user read', async () => {
    const { deps, queued } = setup({ isOnline: false });
    await submitAction(deps, {
      table: 'stock_items',
      action: 'update',
      recordId: 'r1',
      data: {},
      baseVersion: 3,
    });
    expect(queued[0]?.baseVersion).toBe(3);
  });
});
