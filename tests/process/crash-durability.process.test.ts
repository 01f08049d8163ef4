// The embedded engine loses no acknowledged write when the server is killed with SIGKILL in the middle of a
// stream of writes: the real built server, real HTTP writes (the contact form, which stores a support message
// and queues two mails in one go), kill -9, restart on the same DATA_DIR (the dead process's lock is taken
// over), then every acknowledged message is in the database. Always on PGlite: it tests the embedded engine.
import { request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { supportMessages } from '../../src/server/db/schema/system.js';
import { startBuiltServer, type RunningServer } from '../fixtures/built-server.js';

/** The contact form allows 5 messages per source address in 10 minutes: each stream writes from its own. */
const messagesPerAddress = 5;
const concurrentStreams = 4;
const acknowledgedTarget = 150;

let dataDir: string | undefined;
let reopened: Database | undefined;
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  await reopened?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** POSTs one contact message from a given loopback address; resolves with its id once the server answered 201. */
function postMessage(port: number, localAddress: string, n: number): Promise<string> {
  const body = JSON.stringify({
    name: `Exploitant ${n}`,
    email: `exploitant-${n}@ferme.test`,
    subject: `Message ${n}`,
    message: `Message de durabilité numéro ${n}`,
  });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/support/messages',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode === 201) resolve((JSON.parse(text) as { id: string }).id);
          else reject(new Error(`HTTP ${String(response.statusCode)}: ${text}`));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Streams writes until `target` are acknowledged, then SIGKILLs the server while the other streams still have
 * requests in flight. Returns the ids the server acknowledged (201) before it died.
 */
async function writeThenKill(server: RunningServer, target: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  // Shared by the concurrent streams, read through a function: another stream may change it at any await.
  let hasKilled = false;
  const isKilled = () => hasKilled;
  const stream = async (streamIndex: number) => {
    for (let address = streamIndex; !isKilled(); address += concurrentStreams) {
      const localAddress = `127.0.${1 + Math.floor(address / 250)}.${2 + (address % 250)}`;
      for (let i = 0; i < messagesPerAddress && !isKilled(); i += 1) {
        next += 1;
        try {
          acknowledged.push(await postMessage(server.port, localAddress, next));
        } catch {
          return; // the server is gone
        }
        if (!isKilled() && acknowledged.length >= target) {
          hasKilled = true;
          server.child.kill('SIGKILL');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrentStreams }, (_, index) => stream(index)));
  const { signal } = await server.exited;
  expect(signal).toBe('SIGKILL');
  return acknowledged;
}

describe('the embedded database under kill -9', () => {
  it('keeps every acknowledged write, and the server starts again on the same DATA_DIR', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'methapilot-crash-'));
    const first = await startBuiltServer({ dataDir });
    servers.push(first);
    const acknowledged = await writeThenKill(first, acknowledgedTarget);
    expect(acknowledged.length).toBeGreaterThanOrEqual(acknowledgedTarget);

    // The dead server's lock is still there, and must not stop the next start.
    const lockPath = join(dataDir, 'methapilot.lock');
    expect(existsSync(lockPath)).toBe(true);
    expect(readFileSync(join(dataDir, 'methapilot.lock-owner'), 'utf8')).toMatch(
      new RegExp(`^${String(first.child.pid)}@`),
    );

    const second = await startBuiltServer({ dataDir });
    servers.push(second);
    expect(await postMessage(second.port, '127.0.9.1', 0)).toMatch(/^[0-9a-f-]{36}$/);
    const stopped = await second.stop();
    expect(stopped.code).toBe(0);
    expect(existsSync(lockPath)).toBe(false);

    reopened = await openDatabase({ kind: 'pglite-dir', dataDir });
    const rows = await reopened.db.select({ id: supportMessages.id }).from(supportMessages);
    const present = new Set(rows.map((row) => row.id));
    const missing = acknowledged.filter((id) => !present.has(id));
    expect(missing, `acknowledged messages lost after kill -9: ${missing.length}`).toEqual([]);
  });
});
