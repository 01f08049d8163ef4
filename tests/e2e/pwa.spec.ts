// The installable app in a real browser (issue 6, point 1): the manifest and its icons, the service worker
// installed by one visit of the dashboard, every route opening offline afterwards (visited or not, signed-in
// or public), and the offer to reload when a new version of the worker is deployed. Service workers are
// allowed here only (the other specs block them).
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ serviceWorkers: 'allow' });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

const updateMessage = 'Une nouvelle version de MethaPilot est disponible.';

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Opens the dashboard and waits until the service worker installed by this visit controls the page. */
async function installFromDashboard(page: Page, origin = server().url): Promise<void> {
  await page.goto(`${origin}/dashboard`);
  await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Tableau de bord');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/**
 * Opens `path` and returns the main heading the React app rendered: not Chromium's offline error page (which
 * has no #root and lives at chrome-error://).
 */
async function openAndReadHeading(page: Page, path: string): Promise<string> {
  await page.goto(`${server().url}${path}`);
  expect(page.url()).toBe(`${server().url}${path}`);
  await page.locator('#root h1').first().waitFor({ state: 'visible' });
  return (await page.locator('#root h1').first().innerText()).trim();
}

/** A path the app does not serve: each deployed worker answers it with its version's name. */
const versionProbePath = '/__test/worker-version';

/** The built sw.js plus a listener answering versionProbePath with `version`, so each deploy differs. */
function workerSuffix(version: string): string {
  return `
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '${versionProbePath}') event.respondWith(new Response('${version}'));
});
`;
}

interface DeployProxy {
  url: string;
  /** From now on, sw.js is the built one marked with this version: a deploy, as a browser sees it. */
  deploy(version: string): void;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of the built server that changes only sw.js. Playwright's request routing is not
 * used for this: with a route on sw.js, the update checks bypassed it, and a waiting worker often ignored the
 * page's SKIP_WAITING sent just after a reload (without the route, Chromium activates it at once).
 */
async function startDeployProxy(targetUrl: string): Promise<DeployProxy> {
  const target = new URL(targetUrl);
  let suffix = '';
  const proxy = createServer((request, response) => {
    const isWorker = request.url === '/sw.js';
    const headers = { ...request.headers };
    if (isWorker) {
      // The whole file every time: a 304 would make the browser keep the previous deploy's worker.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        if (!isWorker) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(suffix)]);
          const { etag: _etag, 'last-modified': _lastModified, ...answerHeaders } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, {
            ...answerHeaders,
            'content-length': String(body.length),
          });
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    deploy(version) {
      suffix = workerSuffix(version);
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => {
          resolve();
        });
      }),
  };
}

/** The deployed version whose worker controls the page. */
function controllingVersion(page: Page): Promise<string> {
  return page.evaluate(async (path) => (await fetch(path)).text(), versionProbePath);
}

/** Whether the service worker registration holds a version waiting to take over. */
function hasWaitingVersion(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
}

describe('installable app', () => {
  it('links a valid manifest whose icons load at their stated size', async () => {
    const { page, context } = session;
    await page.goto(`${server().url}/`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');

    const manifestResponse = await context.request.get(`${server().url}${manifestHref}`);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'MethaPilot',
      short_name: 'MethaPilot',
      lang: 'fr',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#047857',
    });
    expect(manifest.description).toMatch(/méthanisation/);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

    const iconKinds = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(iconKinds).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icons = [...manifest.icons, { src: appleTouchIcon ?? '', sizes: '180x180', type: 'image/png' }];
    for (const icon of icons) {
      const response = await context.request.get(`${server().url}${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
      const { width, height } = pngSize(await response.body());
      expect(`${String(width)}x${String(height)}`, icon.src).toBe(icon.sizes);
    }
  });

  it('after one dashboard visit, opens any route offline: reloaded, never visited, and public', async () => {
    const { page, context } = session;
    await installFromDashboard(page);

    await context.setOffline(true);
    await page.reload();
    expect(page.url()).toBe(`${server().url}/dashboard`);
    // The signed-in pages open on the user's offline session (kept encrypted on the first visit).
    await page.locator('#root h1').first().waitFor({ state: 'visible' });
    expect((await page.locator('#root h1').first().innerText()).trim()).toBe('Tableau de bord');
    expect(await openAndReadHeading(page, '/dashboard/stock')).toBe('Stock');
    expect(await openAndReadHeading(page, '/dashboard/agenda')).toBe('Agenda');
    expect(await openAndReadHeading(page, '/')).toBe(
      'Le carnet de bord de votre méthaniseur, dans votre poche',
    );
    expect(await page.title()).toMatch(/MethaPilot/);
  });

  it('sends API calls to the network and serves built files from the precache without waking the worker', async () => {
    const { page } = session;
    await installFromDashboard(page);
    await page.reload();
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Tableau de bord');
    // Resource timing names the static route each request took: 'network' or 'cache' (empty: the worker's own
    // fetch handler). The page's first API read is enough to see that API calls never reach the worker.
    const routeOf = (kind: string) =>
      page.evaluate((prefix) => {
        const entries = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          workerMatchedSourceType?: string;
        })[];
        const matching = entries.filter((entry) => new URL(entry.name).pathname.startsWith(prefix));
        return [...new Set(matching.map((entry) => entry.workerMatchedSourceType ?? 'unsupported'))];
      }, kind);
    await expect.poll(() => routeOf('/api/dashboard')).toEqual(['network']);
    expect(await routeOf('/api/')).toEqual(['network']);
    expect(await routeOf('/assets/')).toEqual(['cache']);
  });

  it('offers to reload when a new version is deployed, again after "Plus tard", until "Recharger" reloads into it', async () => {
    const { page, context } = session;
    const proxy = await startDeployProxy(server().url);
    try {
      if (!account) throw new Error('the account was not created');
      await addSessionCookies(context, proxy.url, account);
      proxy.deploy('first');
      await installFromDashboard(page, proxy.url);
      expect(await controllingVersion(page)).toBe('first');
      const prompt = page.getByRole('region', { name: "Mise à jour de l'application" });
      expect(await prompt.count()).toBe(0);

      // A deploy, found when the tab comes back to the foreground.
      proxy.deploy('next');
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await prompt.getByText(updateMessage).waitFor();
      expect(await hasWaitingVersion(page)).toBe(true);

      // "Plus tard" hides the offer; the new version still waits, so the next visit offers it again.
      await prompt.getByRole('button', { name: 'Plus tard' }).click();
      await prompt.waitFor({ state: 'detached' });
      await page.reload();
      await prompt.getByText(updateMessage).waitFor();
      expect(await controllingVersion(page)).toBe('first');

      // "Recharger" hands over to the new version and reloads the page once. A new document has a new time
      // origin (Playwright's own load events are not reliable across a service worker switch). Nothing is asked
      // through the worker meanwhile: a request reaching the old worker as it stops keeps the new one waiting.
      const documentOrigin = () => page.evaluate(() => performance.timeOrigin);
      const before = await documentOrigin();
      await prompt.getByRole('button', { name: 'Recharger' }).click();
      await expect.poll(() => documentOrigin().catch(() => before), { timeout: 15_000 }).not.toBe(before);
      const reloaded = await documentOrigin();
      await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Tableau de bord');
      expect(
        await page.evaluate(
          () =>
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
        ),
      ).toBe('reload');
      expect(await controllingVersion(page)).toBe('next');
      expect(await hasWaitingVersion(page)).toBe(false);
      expect(await prompt.count()).toBe(0);
      expect(await documentOrigin()).toBe(reloaded);
      expect(session.problems.pageErrors).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
