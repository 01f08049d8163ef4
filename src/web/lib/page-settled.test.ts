import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as pageSettledModule from './page-settled';

type PageSettled = typeof pageSettledModule;

/** A fresh copy of the module: its state is once per app load. */
async function freshModule(): Promise<PageSettled> {
  vi.resetModules();
  return import('./page-settled');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('afterPageSettled', () => {
  it('waits for the first page to show and for its API requests to answer', async () => {
    const { afterPageSettled, markPageShown, trackApiRequest } = await freshModule();
    const work = vi.fn();
    afterPageSettled(work);
    const sessionRead = deferred();
    void trackApiRequest(sessionRead.promise);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();

    markPageShown();
    const pageData = deferred();
    void trackApiRequest(pageData.promise);
    sessionRead.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work, 'the page data is still coming').not.toHaveBeenCalled();

    pageData.resolve();
    await vi.advanceTimersByTimeAsync(10);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts anyway 5 s after the page showed when a request stays open', async () => {
    const { afterPageSettled, markPageShown, trackApiRequest } = await freshModule();
    const work = vi.fn();
    afterPageSettled(work);
    void trackApiRequest(new Promise(() => undefined));
    markPageShown();
    await vi.advanceTimersByTimeAsync(4900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once (when idle) for work asked after the app settled, and not at all once cancelled', async () => {
    const { afterPageSettled, markPageShown } = await freshModule();
    markPageShown();
    await vi.advanceTimersByTimeAsync(10);
    const late = vi.fn();
    afterPageSettled(late);
    const cancelled = vi.fn();
    const cancel = afterPageSettled(cancelled);
    cancel();
    await vi.advanceTimersByTimeAsync(10);
    expect(late).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
