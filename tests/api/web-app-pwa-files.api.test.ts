// How the server hands out the installable app's files (issue 6): the service worker (one bundled script), the
// manifest and the page are revalidated at each use so a deploy reaches open apps at once; the
// manifest has its own content type; hashed assets stay cached for a year, pre-compressed copies included.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

let webFolder: string;
let testApp: TestApp;

/** A stand-in for dist/web as vite-plugin-pwa and scripts/compress-web-assets.mjs leave it. */
function writeBuiltWebApp(folder: string): void {
  const manifest = JSON.stringify({ name: 'MethaPilot', start_url: '/dashboard', padding: 'x'.repeat(2000) });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>MethaPilot</title><div id="root"></div>',
    'sw.js': '(function(){self.addEventListener("install",()=>{});})();',
    'manifest.webmanifest': manifest,
    'assets/index-Ab12Cd34.js': 'console.log("app");',
    'icons/pwa-192.png': 'png',
  };
  mkdirSync(join(folder, 'assets'));
  mkdirSync(join(folder, 'icons'));
  for (const [path, content] of Object.entries(files)) writeFileSync(join(folder, path), content);
  // Larger files also get a gzip copy at build time: the manifest must keep its type when that copy is sent.
  writeFileSync(join(folder, 'manifest.webmanifest.gz'), Buffer.from('not really gzip, only chosen by name'));
}

beforeAll(async () => {
  webFolder = mkdtempSync(join(tmpdir(), 'methapilot-pwa-web-'));
  writeBuiltWebApp(webFolder);
  testApp = await buildTestApp({ webDistFolder: webFolder });
});

afterAll(async () => {
  await testApp.close();
  rmSync(webFolder, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('files of the installable app', () => {
  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])(
    '%s is revalidated at each use (cache-control: no-cache)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the service worker as JavaScript', async () => {
    const response = await get('/sw.js');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });

  it('sends the manifest as application/manifest+json, its gzip copy too', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const response = await get('/manifest.webmanifest', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps hashed assets cached for a year and other public files for an hour', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/icons/pwa-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
