// What the in-process rows ((j) the analysis, (t) the GHG calculation) share: a rate of calls measured over a
// fixed time, and the check that ours and the baseline agree before they are compared.
import { performance } from 'node:perf_hooks';

/** True when two results agree to 1e-9 relative (the same figure computed two ways). */
export function isClose(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Calls per second of `work` over `durationMs` (the clock is read every 8 calls). */
export function callsPerSecond(work: () => number, durationMs: number): number {
  let sink = 0;
  let calls = 0;
  const start = performance.now();
  let elapsedMs: number;
  do {
    for (let index = 0; index < 8; index += 1) sink += work();
    calls += 8;
    elapsedMs = performance.now() - start;
  } while (elapsedMs < durationMs);
  if (Number.isNaN(sink)) throw new Error('the measured work returned NaN');
  return calls / (elapsedMs / 1000);
}
