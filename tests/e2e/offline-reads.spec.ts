// Offline reads (issue 15, point 2): every page a user has seen reads from the offline cache after an offline
// reload (the agenda's list, month and week views, the dashboard, the sidebar and Jour counters), says that
// its data comes from this device, and recovers by itself when the network returns.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/domain/calendar.js';
import {
  addSessionCookies,
  signUpThroughApi,
  startBusinessDayAtMidnight,
  type BrowserAccount,
} from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ serviceWorkers: 'allow' });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
  await startBusinessDayAtMidnight(server().url, account);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

async function createAgendaTask(page: Page, title: string, dueDate: string): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/agenda-tasks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { title, dueDate, priority: 'critical' },
  );
  expect(status).toBe(201);
}

function sidebarCounter(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: label, exact: true })
    .locator('[data-counter]');
}

const cacheNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Hors ligne : données de cet appareil' });

describe('offline reads', () => {
  it('shows the agenda views, the dashboard and the counters seen before, offline, then recovers', async () => {
    const { page, context } = session;
    const today = todayIn('Europe/Paris', new Date());
    await page.goto(`${server().url}/dashboard`);
    await createAgendaTask(page, 'Analyse FOS/TAC', today);
    await createAgendaTask(page, 'Vidange fosse', addDays(today, -1));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText('Vidange fosse').waitFor();
    await expect.poll(() => sidebarCounter(page, 'Agenda').textContent()).toBe('2');

    for (const view of ['list', 'month', 'week'] as const) {
      await page.goto(`${server().url}/dashboard/agenda?view=${view}`);
      await page.getByText('Analyse FOS/TAC').first().waitFor();
    }
    // Other pages seen once: the budget's figures, the team's calendar, the mix analysis.
    const otherPages = ['budget', 'team', 'raw-materials/analysis'];
    for (const path of otherPages) {
      await page.goto(`${server().url}/dashboard/${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    }

    await context.setOffline(true);
    for (const view of ['month', 'week', 'list'] as const) {
      await page.goto(`${server().url}/dashboard/agenda?view=${view}`);
      await page.getByText('Analyse FOS/TAC').first().waitFor();
      await cacheNotice(page).waitFor();
      expect(await page.getByText('Impossible de charger', { exact: false }).count()).toBe(0);
    }
    await expect.poll(() => sidebarCounter(page, 'Agenda').textContent()).toBe('2');
    for (const path of otherPages) {
      await page.goto(`${server().url}/dashboard/${path}`);
      await cacheNotice(page).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Impossible de charger', { exact: false }).count()).toBe(0);
    }

    await page.goto(`${server().url}/dashboard`);
    await page.getByText('Vidange fosse').waitFor();
    await cacheNotice(page).waitFor();

    // Meanwhile a colleague adds a task (outside this browser). Back online, the page reads the server again by
    // itself, without "Réessayer".
    const added = await context.request.post(`${server().url}/api/agenda-tasks`, {
      data: { title: 'Contrôle torchère', dueDate: today },
      headers: { origin: server().url },
    });
    expect(added.status()).toBe(201);
    await context.setOffline(false);
    await cacheNotice(page).waitFor({ state: 'detached' });
    await page.getByText('Contrôle torchère').waitFor();
    await expect.poll(() => sidebarCounter(page, 'Agenda').textContent()).toBe('3');
    expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
    expect(session.problems.pageErrors).toEqual([]);
  });
});
