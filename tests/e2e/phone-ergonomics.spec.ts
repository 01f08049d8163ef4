// The shell's tools and the pages on a 390×844 phone and a 1280×800 desktop (issue 15, point 3), and the date
// field (point 9): the "Jour" tab and the quick-action button never lie over a control, a calendar cell or a
// priority badge, wherever the page is scrolled; the open "Jour" drawer makes room on a desktop; each list
// shows its first record on a phone's first screen; every module opens its forms in a dialog over its list;
// a date is typed jj/mm/aaaa on a browser set to en-US. Bounding boxes measured in Chromium.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/domain/calendar.js';
import { languageStorageKey } from '../../src/shared/i18n/languages.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const today = todayIn('Europe/Paris', new Date());

async function post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (!account) throw new Error('the account was not created');
  const url = server().url;
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'accept-language': 'fr',
      cookie: account.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${path}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function getJson(path: string): Promise<unknown> {
  if (!account) throw new Error('the account was not created');
  const response = await fetch(`${server().url}${path}`, {
    headers: { cookie: account.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  return response.json();
}

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
  for (const name of ['Charbon actif', 'Chaux vive', 'Antimousse', 'Gants nitrile']) {
    await post('/api/stock-items', {
      name,
      category: 'consumables',
      unit: 'kg',
      quantity: 12,
      minQuantity: 5,
    });
  }
  for (const name of ['Ensilage de maïs', 'Lisier bovin', 'Pulpes de betterave']) {
    await post('/api/raw-materials', { name, type: 'silage', category: 'main_crop', quantity: 120 });
  }
  for (const taskType of ['Graissage', 'Vidange', 'Contrôle des courroies']) {
    await post('/api/maintenance-tasks', {
      equipmentName: 'Agitateur du digesteur',
      taskType,
      frequency: 'monthly',
      nextDueDate: today,
    });
  }
  for (const [index, title] of [
    'Contrôle FOS/TAC du digesteur',
    'Relevé compteur biogaz',
    'Analyse digestat',
  ].entries()) {
    await post('/api/agenda-tasks', { title, priority: 'critical', dueDate: addDays(today, index) });
  }
  for (const name of ['Alice Martin', 'Bruno Petit']) {
    await post('/api/team-members', { name, role: 'technician' });
  }
  for (const name of ['Facture EDF', 'Vente de chaleur']) {
    await post('/api/invoices', {
      name,
      amount: 120.5,
      category: 'inputs',
      type: 'expense',
      invoiceDate: today,
    });
  }
});

/** A fresh signed-in page of the given size, in French. */
async function openContext(
  viewport: { width: number; height: number },
  locale = 'fr-FR',
): Promise<BrowserContext> {
  if (!account) throw new Error('the account was not created');
  const context = await session.browser.newContext({ locale, timezoneId: 'Europe/Paris', viewport });
  await context.addInitScript((key: string) => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
    localStorage.setItem('cookie-consent-chosen', '1');
    localStorage.setItem(key, 'fr');
  }, languageStorageKey);
  await addSessionCookies(context, server().url, account);
  return context;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The "Jour" tab and the quick-action button, where they are on the screen (they do not scroll). */
async function toolBoxes(page: Page): Promise<Box[]> {
  const tools = [
    page.getByRole('button', { name: 'Jour', exact: true }),
    page.getByRole('button', { name: 'Actions rapides' }),
  ];
  const boxes: Box[] = [];
  for (const tool of tools) {
    const box = await tool.boundingBox();
    if (!box) throw new Error('a shell tool is not shown');
    boxes.push(box);
  }
  return boxes;
}

/** What a page shows that a floating control must not lie over. */
const contentSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="tab"]',
  'table td',
  'table th',
  '[data-priority]',
].join(',');

/**
 * Every control, calendar cell and priority badge of the page's main content that lies under one of the
 * tools: each is brought to the middle of the screen (or as near as the page scrolls), then the page is
 * scrolled to its end and everything then on screen is measured again.
 */
async function contentUnderTools(page: Page, tools: Box[]): Promise<string[]> {
  return page.evaluate(
    ({ selector, boxes }) => {
      const overlaps = (rect: DOMRect, box: { x: number; y: number; width: number; height: number }) =>
        rect.left < box.x + box.width - 0.5 &&
        rect.right > box.x + 0.5 &&
        rect.top < box.y + box.height - 0.5 &&
        rect.bottom > box.y + 0.5;
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
      const main = document.querySelector('main');
      if (!main) return ['no main'];
      const elements = [...main.querySelectorAll(selector)].filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && !element.closest('dialog');
      });
      const found = new Set<string>();
      const check = (element: Element) => {
        const rect = element.getBoundingClientRect();
        const isOnScreen = rect.bottom > 0 && rect.top < window.innerHeight;
        if (isOnScreen && boxes.some((box) => overlaps(rect, box))) found.add(describe(element));
      };
      for (const element of elements) {
        element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        check(element);
      }
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      for (const element of elements) check(element);
      window.scrollTo({ top: 0, behavior: 'instant' });
      return [...found];
    },
    { selector: contentSelector, boxes: tools },
  );
}

/** The pages measured, each with what shows once it has loaded. */
const pages: readonly { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/dashboard', ready: (page) => page.locator('main h1').first().waitFor() },
  {
    path: '/dashboard/stock',
    ready: (page) => page.getByRole('list', { name: 'Stock' }).getByText('Charbon actif').waitFor(),
  },
  {
    path: '/dashboard/raw-materials',
    ready: (page) =>
      page.getByRole('list', { name: 'Matières premières' }).getByText('Lisier bovin').waitFor(),
  },
  {
    path: '/dashboard/maintenance',
    ready: (page) =>
      page.getByRole('list', { name: 'Tâches de maintenance' }).getByText('Vidange').first().waitFor(),
  },
  {
    path: '/dashboard/agenda?view=list',
    ready: (page) => page.getByRole('list', { name: 'Agenda' }).getByText('Analyse digestat').waitFor(),
  },
  {
    path: '/dashboard/agenda?view=month',
    ready: (page) => page.getByRole('table').first().waitFor(),
  },
  {
    path: '/dashboard/agenda?view=week',
    ready: (page) => page.getByText('Contrôle FOS/TAC du digesteur').first().waitFor(),
  },
  {
    path: '/dashboard/team',
    ready: (page) => page.getByRole('list', { name: 'Membres' }).getByText('Bruno Petit').waitFor(),
  },
  {
    path: '/dashboard/team?tab=calendar',
    ready: (page) => page.getByRole('table').first().waitFor(),
  },
  {
    path: '/dashboard/budget',
    ready: (page) => page.getByRole('list', { name: 'Factures' }).getByText('Facture EDF').waitFor(),
  },
  { path: '/dashboard/settings', ready: (page) => page.locator('main h1').first().waitFor() },
  { path: '/dashboard/profile', ready: (page) => page.locator('main form').first().waitFor() },
];

describe.each([
  ['a 390×844 phone', phone],
  ['a 1280×800 desktop', desktop],
])('on %s', (_name, viewport) => {
  it('the "Jour" tab and the quick-action button lie over no control, calendar cell or priority badge', async () => {
    const context = await openContext(viewport);
    try {
      const page = await context.newPage();
      const problems: Record<string, string[]> = {};
      for (const { path, ready } of pages) {
        await page.goto(`${server().url}${path}`);
        await ready(page);
        const under = await contentUnderTools(page, await toolBoxes(page));
        if (under.length > 0) problems[path] = under;
      }
      expect(problems).toEqual({});
    } finally {
      await context.close();
    }
  });
});

describe('on a 390×844 phone', () => {
  it('each list shows its first record on the first screen, above the tools', async () => {
    const context = await openContext(phone);
    try {
      const page = await context.newPage();
      const lists: readonly { path: string; list: string }[] = [
        { path: '/dashboard/stock', list: 'Stock' },
        { path: '/dashboard/raw-materials', list: 'Matières premières' },
        { path: '/dashboard/maintenance', list: 'Tâches de maintenance' },
        { path: '/dashboard/agenda?view=list', list: 'Agenda' },
        { path: '/dashboard/team', list: 'Membres' },
      ];
      const late: Record<string, number> = {};
      for (const { path, list } of lists) {
        await page.goto(`${server().url}${path}`);
        const first = page.getByRole('list', { name: list }).getByRole('listitem').first();
        await first.waitFor();
        const box = await first.boundingBox();
        if (!box) throw new Error(`${path}: not measured`);
        // The record's first lines (its name and state) are on the first screen, and nothing lies over them.
        const seenUpTo = box.y + Math.min(box.height, 120);
        const isUncovered = await first.evaluate((item, y) => {
          const rect = item.getBoundingClientRect();
          return [0.25, 0.75].every((share) => {
            const hit = document.elementFromPoint(rect.left + rect.width * share, y);
            return hit !== null && item.contains(hit);
          });
        }, seenUpTo - 1);
        if (box.y < 0 || seenUpTo > phone.height || !isUncovered) late[path] = Math.round(box.y);
      }
      expect(late).toEqual({});

      // Search, sort and filters are one button away, and work from there.
      await page.goto(`${server().url}/dashboard/stock`);
      const fold = page.getByRole('button', { name: 'Rechercher, trier, filtrer' });
      expect(await fold.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByLabel('Rechercher', { exact: true }).isVisible()).toBe(false);
      await fold.click();
      await page.getByLabel('Rechercher', { exact: true }).fill('chaux');
      const stock = page.getByRole('list', { name: 'Stock' });
      await expect.poll(() => stock.getByRole('listitem').count()).toBe(1);
      await stock.getByText('Chaux vive').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    } finally {
      await context.close();
    }
  });
});

describe('on a 1280×800 desktop', () => {
  it('the open "Jour" drawer narrows the page instead of lying over its cards', async () => {
    const context = await openContext(desktop);
    try {
      const page = await context.newPage();
      await page.goto(`${server().url}/dashboard/stock`);
      const cards = page.getByRole('list', { name: 'Stock' }).getByRole('listitem');
      await cards.first().waitFor();
      const widthBefore = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);

      await page.getByRole('button', { name: 'Jour', exact: true }).click();
      const drawer = page.getByRole('region', { name: 'Tâches du jour' });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      const drawerBox = await drawer.boundingBox();
      if (!drawerBox) throw new Error('the drawer is not shown');
      await expect
        .poll(() => page.locator('main').evaluate((main) => main.getBoundingClientRect().width))
        .toBeLessThan(widthBefore);
      const rects = await cards.evaluateAll((items) =>
        items.map((item) => ({
          right: item.getBoundingClientRect().right,
          width: item.getBoundingClientRect().width,
        })),
      );
      expect(rects.length).toBe(4);
      for (const { right, width } of rects) {
        expect(right).toBeLessThanOrEqual(drawerBox.x);
        // The columns follow the narrower list: the cards keep a readable width.
        expect(width).toBeGreaterThanOrEqual(280);
      }
      // The quick actions stay reachable beside the drawer.
      const quick = await page.getByRole('button', { name: 'Actions rapides' }).boundingBox();
      expect(quick && quick.x + quick.width <= drawerBox.x).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        desktop.width,
      );
    } finally {
      await context.close();
    }
  });

  it('every module opens its add form the same way: a dialog over its list', async () => {
    const { page } = session;
    await addSessionCookies(session.context, server().url, account as BrowserAccount);
    const modules: readonly { path: string; opener: (page: Page) => Promise<void>; dialog: string }[] = [
      {
        path: '/dashboard/stock',
        opener: (p) => p.getByRole('link', { name: 'Ajouter un article' }).click(),
        dialog: 'Ajouter au stock',
      },
      {
        path: '/dashboard/agenda',
        opener: (p) => p.getByRole('link', { name: 'Ajouter une tâche' }).click(),
        dialog: 'Nouvelle tâche',
      },
      {
        path: '/dashboard/maintenance',
        opener: (p) => p.getByRole('link', { name: 'Ajouter une tâche' }).click(),
        dialog: 'Nouvelle tâche de maintenance',
      },
      {
        path: '/dashboard/raw-materials',
        opener: (p) => p.getByRole('button', { name: 'Ajouter une matière première' }).click(),
        dialog: 'Ajouter une matière première',
      },
      {
        path: '/dashboard/team',
        opener: (p) => p.getByRole('button', { name: 'Ajouter un membre' }).click(),
        dialog: 'Ajouter un membre',
      },
      {
        path: '/dashboard/budget',
        opener: (p) => p.getByRole('button', { name: 'Ajouter une facture' }).click(),
        dialog: 'Ajouter une facture',
      },
    ];
    for (const { path, opener, dialog } of modules) {
      await page.goto(`${server().url}${path}`);
      await page.locator('main h1').first().waitFor();
      const title = await page.locator('main h1').first().innerText();
      await opener(page);
      const shown = page.getByRole('dialog', { name: dialog });
      await shown.waitFor();
      // The list page stays under the dialog, and "Annuler" goes back to it.
      expect(await page.locator('main h1').first().innerText(), path).toBe(title);
      await shown.getByRole('button', { name: 'Annuler' }).click();
      await shown.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });
});

describe('date fields', () => {
  it('take "25/11/2026" typed on an en-US browser in French, and give the API 2026-11-25', async () => {
    const context = await openContext(desktop, 'en-US');
    try {
      const page = await context.newPage();
      await page.goto(`${server().url}/dashboard/budget`);
      await page.getByRole('list', { name: 'Factures' }).waitFor();
      await page.getByRole('button', { name: 'Ajouter une facture' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter une facture' });
      await dialog.getByLabel('Libellé').fill('Contrat de maintenance');
      await dialog.getByLabel('Montant').fill('2350,00');
      await dialog.getByLabel('Catégorie').selectOption({ index: 1 });
      const date = dialog.getByLabel('Date de facture');
      expect(await date.getAttribute('placeholder')).toBe('jj/mm/aaaa');
      // Today's date, as the form starts with it, day first whatever the browser's language.
      const [year, month, day] = today.split('-');
      expect(await date.inputValue()).toBe(`${day ?? ''}/${month ?? ''}/${year ?? ''}`);
      await date.fill('');
      await date.pressSequentially('25/11/2026');
      expect(await date.inputValue()).toBe('25/11/2026');
      // The calendar stays one button away.
      expect(await dialog.getByRole('button', { name: 'Ouvrir le calendrier' }).count()).toBe(2);

      // A day that does not exist is refused under the field.
      const due = dialog.getByLabel(/^Échéance/);
      await due.fill('31/02/2027');
      await dialog.getByRole('button', { name: 'Ajouter une facture' }).click();
      await expect.poll(() => due.getAttribute('aria-invalid')).toBe('true');
      await due.fill('5/1/27');
      await due.blur();
      expect(await due.inputValue()).toBe('05/01/2027');

      await dialog.getByRole('button', { name: 'Ajouter une facture' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const card = page.getByRole('listitem').filter({ hasText: 'Contrat de maintenance' });
      await card.getByText(/25 nov\. 2026/).waitFor();

      const answer = (await getJson('/api/invoices?q=Contrat')) as {
        items: { invoiceDate: string; dueDate: string | null }[];
      };
      expect(answer.items).toMatchObject([{ invoiceDate: '2026-11-25', dueDate: '2027-01-05' }]);

      // Editing shows the stored date day first.
      await card.getByRole('button', { name: 'Modifier Contrat de maintenance' }).click();
      const edit = page.getByRole('dialog', { name: 'Modifier la facture' });
      expect(await edit.getByLabel('Date de facture').inputValue()).toBe('25/11/2026');
    } finally {
      await context.close();
    }
  });

  it('show dd/mm/yyyy in English and take the date in the same order', async () => {
    const context = await openContext(desktop, 'en-US');
    try {
      await context.addInitScript((key: string) => {
        localStorage.setItem(key, 'en');
      }, languageStorageKey);
      const page = await context.newPage();
      await page.goto(`${server().url}/dashboard/agenda/add`);
      const dialog = page.getByRole('dialog', { name: 'New task' });
      const due = dialog.getByLabel('Due date');
      expect(await due.getAttribute('placeholder')).toBe('dd/mm/yyyy');
      await due.pressSequentially('03/12/2026');
      await dialog.getByLabel('Title').fill('Check the flare');
      await dialog.getByRole('button', { name: 'Add a task' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const answer = (await getJson('/api/agenda-tasks?q=flare')) as { items: { dueDate: string | null }[] };
      expect(answer.items).toMatchObject([{ dueDate: '2026-12-03' }]);
    } finally {
      await context.close();
    }
  });
});
