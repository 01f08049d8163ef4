// News and blog (issue 22): only an admin (role admin with a verified second factor) writes articles; users read
// the published ones whose date has come, each with their own read markers; the Markdown is rendered safely (no
// script, no handler attribute, no javascript: address, whatever the spelling); covers are JPEG or PNG stored as
// WebP; the RSS feed is well-formed, escaped, its links never built from a foreign Host header; the feeds job
// reads RSS and Atom from a loopback server, stores each item once, and skips a malformed or slow feed.
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsFeedsJob, NEWS_FEEDS_LOCK_KEY } from '../../src/server/jobs/news-feeds-job.js';
import { newsArticles, newsFeedItems } from '../../src/server/db/schema/news.js';
import { profiles } from '../../src/server/db/schema/profiles.js';
import { refreshNewsFeeds } from '../../src/server/modules/news/feeds/refresh-feeds.js';
import type {
  TAdminNewsArticle,
  TAdminNewsArticleList,
  TNewsArticle,
  TNewsArticlePage,
  TNewsArticleWriteRequest,
  TNewsFeedItemList,
} from '../../src/shared/contracts/news.js';
import type { TNotificationCounters } from '../../src/shared/contracts/notifications.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { startFeedServer, type FeedServer } from '../fixtures/news-feed-server.js';
import { createShopAdmin } from '../fixtures/shop-accounts.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let admin: string;
let adminWithout2fa: string;
let reader: string;
let otherReader: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(userId: string | null, method: Method, url: string, payload?: unknown, language = 'fr') {
  return testApp.app.inject({
    method,
    url,
    headers: {
      ...(userId ? { [testUserHeader]: userId } : {}),
      'accept-language': language,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function upload(userId: string, articleId: string, bytes: Buffer, language = 'fr') {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/news/articles/${articleId}/cover`,
    headers: { [testUserHeader]: userId, 'accept-language': language, 'content-type': 'image/png' },
    payload: bytes,
  });
}

function articleBody(overrides: Partial<TNewsArticleWriteRequest> = {}): TNewsArticleWriteRequest {
  return {
    title: 'Nouveau tarif d’achat du biométhane',
    summary: 'L’arrêté tarifaire révisé s’applique aux contrats signés à partir du 1er juillet.',
    category: 'regulation',
    bodyMarkdown:
      '## Ce qui change\n\nLe tarif de référence est [publié au JO](https://www.legifrance.gouv.fr/).',
    status: 'published',
    publishedAt: null,
    ...overrides,
  };
}

async function createArticle(overrides: Partial<TNewsArticleWriteRequest> = {}): Promise<TAdminNewsArticle> {
  const response = await call(admin, 'POST', '/api/admin/news/articles', articleBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminNewsArticle>();
}

async function listFor(userId: string, query = ''): Promise<TNewsArticlePage> {
  const response = await call(userId, 'GET', `/api/news/articles${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TNewsArticlePage>();
}

async function unreadCount(userId: string): Promise<number> {
  return (await call(userId, 'GET', '/api/news/unread-count')).json<{ count: number }>().count;
}

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  admin = await createShopAdmin(testApp.database, 'admin@actualites.fr');
  adminWithout2fa = await createRecordsUser(testApp.database, 'admin-sans-2fa@actualites.fr');
  await testApp.database.db.insert(profiles).values({ userId: adminWithout2fa, role: 'admin' });
  reader = await createRecordsUser(testApp.database, 'lecteur@actualites.fr');
  otherReader = await createRecordsUser(testApp.database, 'lectrice@actualites.fr');
});

afterAll(async () => {
  await testApp.close();
});

describe('who may write', () => {
  it('refuses a user and an admin without a verified second factor (403) on every admin route', async () => {
    const existing = await createArticle({ title: 'Article existant' });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    for (const userId of [reader, adminWithout2fa]) {
      const statuses = [
        (await call(userId, 'GET', '/api/admin/news/articles')).statusCode,
        (await call(userId, 'GET', `/api/admin/news/articles/${existing.id}`)).statusCode,
        (await call(userId, 'POST', '/api/admin/news/articles', articleBody({ title: 'Pirate' }))).statusCode,
        (await call(userId, 'POST', '/api/admin/news/articles', { nonsense: true })).statusCode,
        (await call(userId, 'PUT', `/api/admin/news/articles/${existing.id}`, articleBody({ title: 'X' })))
          .statusCode,
        (await call(userId, 'DELETE', `/api/admin/news/articles/${existing.id}`)).statusCode,
        (await upload(userId, existing.id, png)).statusCode,
        (await call(userId, 'DELETE', `/api/admin/news/articles/${existing.id}/cover`)).statusCode,
        (await call(userId, 'POST', '/api/admin/news/preview', { bodyMarkdown: '# x' })).statusCode,
      ];
      expect(statuses).toEqual(Array.from({ length: 9 }, () => 403));
    }
    const titles = (await listFor(reader)).items.map((item) => item.title);
    expect(titles).toContain('Article existant');
    expect(titles).not.toContain('Pirate');
    expect(titles).not.toContain('X');
    expect((await call(null, 'GET', '/api/admin/news/articles')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/news/articles')).statusCode).toBe(401);
  });

  it('answers bad input with a 400 naming the field in the caller’s language, and writes nothing', async () => {
    const before = (await testApp.database.db.select({ id: newsArticles.id }).from(newsArticles)).length;
    const french = await call(admin, 'POST', '/api/admin/news/articles', articleBody({ title: '  ' }));
    expect(french.statusCode).toBe(400);
    expect(french.json<{ error: { fields: Record<string, string> } }>().error.fields.title).toBe(
      'Le titre est requis',
    );
    const english = await call(
      admin,
      'POST',
      '/api/admin/news/articles',
      { ...articleBody(), category: 'gossip', publishedAt: 'demain' },
      'en',
    );
    expect(english.statusCode).toBe(400);
    expect(english.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      category: 'Choose a category: regulation, technique, market or MethaPilot',
      publishedAt: 'Invalid publication date',
    });
    const tooLong = await call(admin, 'POST', '/api/admin/news/articles', {
      ...articleBody(),
      bodyMarkdown: 'a'.repeat(100_001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { fields: Record<string, string> } }>().error.fields.bodyMarkdown).toBe(
      'Le texte ne doit pas dépasser 100 000 caractères',
    );
    const unknown = await call(
      admin,
      'PUT',
      '/api/admin/news/articles/00000000-0000-4000-8000-000000000000',
      articleBody(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      "Cet article n'existe pas ou n'est pas publié",
    );
    expect((await call(admin, 'GET', '/api/news/articles?category=gossip')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/news/articles/not-a-uuid')).statusCode).toBe(400);
    const after = (await testApp.database.db.select({ id: newsArticles.id }).from(newsArticles)).length;
    expect(after).toBe(before);
  });
});

describe('drafts, schedules and read markers', () => {
  it('shows users only the published articles whose date has come; the admin sees them all', async () => {
    const draft = await createArticle({ title: 'Brouillon secret', status: 'draft' });
    const future = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const scheduled = await createArticle({ title: 'Programmé', publishedAt: future });
    const published = await createArticle({ title: 'Déjà publié' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, isScheduled: false });
    expect(scheduled).toMatchObject({ status: 'published', isScheduled: true });
    expect(published.isScheduled).toBe(false);

    const titles = (await listFor(reader)).items.map((item) => item.title);
    expect(titles).toContain('Déjà publié');
    expect(titles).not.toContain('Brouillon secret');
    expect(titles).not.toContain('Programmé');
    for (const hidden of [draft, scheduled]) {
      expect((await call(reader, 'GET', `/api/news/articles/${hidden.id}`)).statusCode).toBe(404);
    }
    const adminTitles = (await call(admin, 'GET', '/api/admin/news/articles'))
      .json<TAdminNewsArticleList>()
      .items.map((item) => item.title);
    expect(adminTitles).toEqual(expect.arrayContaining(['Brouillon secret', 'Programmé', 'Déjà publié']));

    // Published later: the draft appears, dated now.
    const edited = await call(admin, 'PUT', `/api/admin/news/articles/${draft.id}`, {
      ...articleBody({ title: 'Brouillon publié' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TAdminNewsArticle>().publishedAt).not.toBeNull();
    expect((await listFor(reader)).items.map((item) => item.title)).toContain('Brouillon publié');
    // Back to draft: gone again for users.
    await call(admin, 'PUT', `/api/admin/news/articles/${draft.id}`, articleBody({ status: 'draft' }));
    expect((await call(reader, 'GET', `/api/news/articles/${draft.id}`)).statusCode).toBe(404);
  });

  it('keeps read markers per user: opening an article marks it read for that user only', async () => {
    const article = await createArticle({ title: 'Marqueurs de lecture' });
    const unreadBefore = await unreadCount(reader);
    const otherUnreadBefore = await unreadCount(otherReader);
    const listed = (await listFor(reader)).items.find((item) => item.id === article.id);
    expect(listed?.isRead).toBe(false);

    const opened = await call(reader, 'GET', `/api/news/articles/${article.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<TNewsArticle>()).toMatchObject({ title: 'Marqueurs de lecture', isRead: true });
    expect(opened.json<TNewsArticle>().bodyHtml).toContain('<h2>Ce qui change</h2>');
    // Opened twice: still one marker.
    expect((await call(reader, 'GET', `/api/news/articles/${article.id}`)).statusCode).toBe(200);

    expect(await unreadCount(reader)).toBe(unreadBefore - 1);
    expect(await unreadCount(otherReader)).toBe(otherUnreadBefore);
    // The sidebar's counter of the news link is the same count (and stays out of the dashboard's sum).
    const sidebar = (await call(reader, 'GET', '/api/notifications/counters')).json<TNotificationCounters>();
    expect(sidebar).toMatchObject({ news: unreadBefore - 1, dashboard: 0 });
    const readerPage = await listFor(reader);
    expect(readerPage.unreadCount).toBe(unreadBefore - 1);
    expect(readerPage.items.find((item) => item.id === article.id)?.isRead).toBe(true);
    expect((await listFor(otherReader)).items.find((item) => item.id === article.id)?.isRead).toBe(false);
  });

  it('deletes an article with its read markers; a second delete is a 404', async () => {
    const article = await createArticle({ title: 'À supprimer' });
    await call(reader, 'GET', `/api/news/articles/${article.id}`);
    const deleted = await call(admin, 'DELETE', `/api/admin/news/articles/${article.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await listFor(reader)).items.map((item) => item.id)).not.toContain(article.id);
    expect((await call(reader, 'GET', `/api/news/articles/${article.id}`)).statusCode).toBe(404);
    const again = await call(admin, 'DELETE', `/api/admin/news/articles/${article.id}`, undefined, 'en');
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      'This article does not exist or is not published',
    );
  });

  it('filters by category, searches title, summary and body (accents and case ignored), and pages', async () => {
    await createArticle({ title: 'Prix du gaz en hausse', category: 'market', summary: 'Marché tendu.' });
    await createArticle({
      title: 'Entretien du digesteur',
      category: 'technique',
      bodyMarkdown: 'Vérifiez le **brassage** chaque semaine.',
    });
    const market = await listFor(reader, '?category=market');
    expect(market.items.length).toBeGreaterThan(0);
    expect(market.items.every((item) => item.category === 'market')).toBe(true);
    expect((await listFor(reader, '?q=BRASSAGE')).items.map((item) => item.title)).toEqual([
      'Entretien du digesteur',
    ]);
    expect((await listFor(reader, '?q=marche%20tendu')).items.map((item) => item.title)).toEqual([
      'Prix du gaz en hausse',
    ]);
    expect((await listFor(reader, '?q=100%25')).items).toEqual([]);
    const all = await listFor(reader, '?pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const second = await listFor(reader, '?pageSize=2&page=2');
    expect(second.items.map((item) => item.id)).not.toEqual(all.items.map((item) => item.id));
    const beyond = await listFor(reader, '?pageSize=2&page=500');
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });
});

/** Every tag of the HTML with its attribute names and values. */
function tagsOf(html: string): { name: string; attributes: [string, string][] }[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: [...(match[2] ?? '').matchAll(/([^\s=/]+)\s*=\s*"([^"]*)"/g)].map(
      ([, name = '', value = '']) => [name.toLowerCase(), value] as [string, string],
    ),
  }));
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function expectSafeHtml(html: string, payload: string): void {
  expect(html, payload).not.toMatch(/<script/i);
  expect(html, payload).not.toMatch(/javascript:/i);
  expect(html, payload).not.toMatch(/vbscript:/i);
  expect(html, payload).not.toMatch(/\son[a-z]+\s*=/i);
  for (const tag of tagsOf(html)) {
    expect(['svg', 'iframe', 'object', 'embed', 'style', 'form', 'input', 'math']).not.toContain(tag.name);
    for (const [name, rawValue] of tag.attributes) {
      expect(name, payload).not.toMatch(/^on/);
      const value = decodeAttribute(rawValue).trim().toLowerCase();
      if (name === 'href') expect(value, payload).toMatch(/^(https?:\/\/|mailto:|\/|#|[a-z0-9._~%-]+(\/|$))/);
      if (name === 'src') expect(value, payload).toMatch(/^(https:\/\/|\/api\/news\/articles\/)/);
      if (name === 'href' || name === 'src') {
        expect(value, payload).not.toMatch(/^(javascript|vbscript|data|file):/);
      }
    }
    if (tag.name === 'a') {
      expect(tag.attributes, payload).toContainEqual(['rel', 'noopener noreferrer']);
    }
  }
}

describe('safe Markdown', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><circle/></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">clic</a>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1)  )',
    '[x](&#106;avascript:alert(1))',
    '[x](&#x6A;avascript&#x3A;alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](<javascript:alert(1)>)',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '![x](http://insecure.example/a.png)',
    '![x](https://example.fr/a.png" onerror="alert(1))',
    '[x](https://example.fr "t\\" onmouseover=\\"alert(1)")',
    '[ref]\n\n[ref]: javascript:alert(1)',
    '<javascript:alert(1)>',
    '<http://example.fr" onmouseover="alert(1)>',
    '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;',
    '``<script>`` `<img onerror=alert(1)>`',
    '```html\n<script>alert(1)</script>\n```',
    '| a |\n|---|\n| <script>alert(1)</script> |',
    '![javascript:alert(1)](https://example.fr/a.png "onload=alert(1)")',
  ];

  it('never writes a script, a handler attribute or a javascript: address, however the payload is spelled', async () => {
    for (const payload of payloads) {
      const preview = await call(admin, 'POST', '/api/admin/news/preview', { bodyMarkdown: payload });
      expect(preview.statusCode, payload).toBe(200);
      expectSafeHtml(preview.json<{ bodyHtml: string }>().bodyHtml, payload);
    }
    const created = await createArticle({
      title: 'Charges utiles',
      status: 'draft',
      bodyMarkdown: payloads.join('\n\n'),
    });
    const [stored] = await testApp.database.db
      .select({ bodyHtml: newsArticles.bodyHtml })
      .from(newsArticles)
      .where(eq(newsArticles.id, created.id));
    expectSafeHtml(stored?.bodyHtml ?? '', 'all payloads');
    // The typed HTML is shown as text, not lost.
    expect(stored?.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders ordinary Markdown: headings, emphasis, lists, safe links with rel noopener, the app’s own images', async () => {
    const response = await call(admin, 'POST', '/api/admin/news/preview', {
      bodyMarkdown: [
        '# Titre',
        'Du **gras** et de l’*italique*.',
        '- un\n- deux',
        '[Légifrance](https://www.legifrance.gouv.fr/) · [stock](/dashboard/stock) · <contact@methapilot.fr>',
        '![Digesteur](https://example.fr/digesteur.jpg)',
        '![Couverture](/api/news/articles/0b8c7a52-7a4e-4d6f-9d51-5d2f0c5e8a11/cover)',
      ].join('\n\n'),
    });
    const html = response.json<{ bodyHtml: string }>().bodyHtml;
    expect(html).toContain('<h1>Titre</h1>');
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('<li>deux</li>');
    expect(html).toContain(
      '<a href="https://www.legifrance.gouv.fr/" rel="noopener noreferrer" target="_blank">Légifrance</a>',
    );
    expect(html).toContain('<a href="/dashboard/stock" rel="noopener noreferrer">stock</a>');
    expect(html).toContain('href="mailto:contact@methapilot.fr"');
    // The page loads images from its own origin only (CSP img-src 'self'): another site's image is its description.
    expect(html).not.toContain('example.fr');
    expect(html).toContain('<p>Digesteur</p>');
    expect(html).toContain(
      '<img src="/api/news/articles/0b8c7a52-7a4e-4d6f-9d51-5d2f0c5e8a11/cover" alt="Couverture" loading="lazy">',
    );
  });
});

describe('covers', () => {
  it('stores a JPEG or PNG as WebP at most 1200 px wide, served to users once the article is published', async () => {
    const article = await createArticle({ title: 'Avec couverture', status: 'draft' });
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const saved = await upload(admin, article.id, png);
    expect(saved.statusCode, saved.body).toBe(200);
    const coverUrl = saved.json<TAdminNewsArticle>().coverUrl;
    expect(coverUrl).toMatch(new RegExp(`^/api/admin/news/articles/${article.id}/cover\\?v=\\d+$`));

    // A draft's cover: the admin sees it, users do not.
    expect((await call(admin, 'GET', coverUrl ?? '')).statusCode).toBe(200);
    expect((await call(reader, 'GET', `/api/news/articles/${article.id}/cover`)).statusCode).toBe(404);

    await call(
      admin,
      'PUT',
      `/api/admin/news/articles/${article.id}`,
      articleBody({ title: 'Avec couverture' }),
    );
    const listed = (await listFor(reader)).items.find((item) => item.id === article.id);
    expect(listed?.coverUrl).toMatch(new RegExp(`^/api/news/articles/${article.id}/cover\\?v=\\d+$`));
    const cover = await call(reader, 'GET', listed?.coverUrl ?? '');
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(cover.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 675 });

    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect((await upload(admin, article.id, jpeg)).statusCode).toBe(200);

    const removed = await call(admin, 'DELETE', `/api/admin/news/articles/${article.id}/cover`);
    expect(removed.json<TAdminNewsArticle>().coverUrl).toBeNull();
    expect((await call(reader, 'GET', `/api/news/articles/${article.id}/cover`)).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG or PNG, a damaged image, an empty or too large file, with a clear 4xx', async () => {
    const article = await createArticle({ title: 'Couverture refusée', status: 'draft' });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const bytes of [gif, svg, Buffer.from('%PDF-1.7\n')]) {
      const refused = await upload(admin, article.id, bytes);
      expect(refused.statusCode).toBe(415);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(
        'La couverture doit être une image JPEG ou PNG',
      );
    }
    const damaged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const unreadable = await upload(admin, article.id, damaged, 'en');
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json<{ error: { message: string } }>().error.message).toBe(
      'This image is unreadable or damaged: choose another one',
    );
    expect((await upload(admin, article.id, Buffer.alloc(0))).statusCode).toBe(400);
    const tooLarge = await upload(admin, article.id, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ error: { message: string } }>().error.message).toBe("L'image dépasse 10 Mo");
    const [row] = await testApp.database.db
      .select({ coverImage: newsArticles.coverImage })
      .from(newsArticles)
      .where(eq(newsArticles.id, article.id));
    expect(row?.coverImage).toBeNull();
  });
});

describe('RSS feed', () => {
  const rssParser = new XMLParser({ ignoreAttributes: false, processEntities: true, parseTagValue: false });

  type RssItem = { title: string; link: string; description: string; pubDate: string; guid: unknown };

  function itemsOf(xml: string): RssItem[] {
    // The validator fast-xml-parser still ships (marked deprecated for a separate package): well-formedness.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = rssParser.parse(xml) as { rss: { channel: { item?: RssItem | RssItem[] } } };
    const items = parsed.rss.channel.item ?? [];
    return Array.isArray(items) ? items : [items];
  }

  it('is public, well-formed, escaped, with the published articles only', async () => {
    const tricky = await createArticle({
      title: "Tarifs <2026> & “contrats” 'S21' ]]> <script>",
      summary: 'Résumé avec <b>balises</b> & entités &amp; \u0001 caractère de contrôle',
    });
    await createArticle({ title: 'Brouillon hors flux', status: 'draft' });
    const response = await call(null, 'GET', '/api/news/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    const items = itemsOf(xml);
    const item = items.find((entry) => entry.title.startsWith('Tarifs'));
    expect(item?.title).toBe("Tarifs <2026> & “contrats” 'S21' ]]> <script>");
    expect(item?.description).toBe('Résumé avec <b>balises</b> & entités &amp;  caractère de contrôle');
    expect(new Date(item?.pubDate ?? '').getTime()).not.toBeNaN();
    expect(items.map((entry) => entry.title)).not.toContain('Brouillon hors flux');
    expect(item?.link).toMatch(
      new RegExp(`^http://localhost:\\d+/dashboard/news-blog\\?article=${tricky.id}$`),
    );
  });

  it('builds its links from PUBLIC_URL, else a loopback origin, never from a foreign Host header', async () => {
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: '/api/news/rss.xml',
      headers: { host: 'evil.example' },
    });
    const links = itemsOf(foreign.body).map((item) => item.link);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => !link.includes('evil.example'))).toBe(true);
    const loopback = await testApp.app.inject({
      method: 'GET',
      url: '/api/news/rss.xml',
      headers: { host: '127.0.0.1:4123' },
    });
    expect(itemsOf(loopback.body)[0]?.link).toMatch(
      /^http:\/\/127\.0\.0\.1:4123\/dashboard\/news-blog\?article=/,
    );

    const withPublicUrl = await buildTestApp({
      database: testApp.database,
      env: { PUBLIC_URL: 'https://methapilot.example.fr' },
    });
    try {
      const response = await withPublicUrl.app.inject({
        method: 'GET',
        url: '/api/news/rss.xml',
        headers: { host: 'evil.example' },
      });
      const publicLinks = itemsOf(response.body).map((item) => item.link);
      expect(
        publicLinks.every((link) =>
          link.startsWith('https://methapilot.example.fr/dashboard/news-blog?article='),
        ),
      ).toBe(true);
    } finally {
      await withPublicUrl.close();
    }
  });
});

describe('feeds job', () => {
  let feeds: FeedServer;

  beforeAll(async () => {
    feeds = await startFeedServer();
  });

  afterAll(async () => {
    await feeds.close();
  });

  const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Biogaz Hebdo &amp; Cie</title>
    <link>https://biogaz.example/</link>
    <atom:link href="https://biogaz.example/rss" rel="self" type="application/rss+xml"/>
    <item>
      <title>Appel d&#8217;offres biométhane</title>
      <link>https://biogaz.example/ao-2026</link>
      <guid isPermaLink="false">ao-2026</guid>
      <pubDate>Tue, 06 Jan 2026 09:30:00 +0100</pubDate>
      <description><![CDATA[<p>Le <b>nouvel</b> appel d&eacute;marre <script>alert(1)</script>en mars.</p>]]></description>
    </item>
    <item>
      <title>Sans identifiant</title>
      <link>/articles/sans-guid</link>
      <dc:date>2026-01-05T08:00:00Z</dc:date>
      <description>&lt;p&gt;Résumé &amp;amp; HTML échappé&lt;/p&gt;</description>
    </item>
    <item>
      <title>Lien piégé</title>
      <link>javascript:alert(1)</link>
      <guid>piege</guid>
    </item>
  </channel>
</rss>`;

  const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom Méthanisation</title>
  <link href="https://atom.example/" rel="alternate"/>
  <id>urn:atom-example</id>
  <updated>2026-01-04T00:00:00Z</updated>
  <entry>
    <title type="html">Digestat &lt;em&gt;normé&lt;/em&gt;</title>
    <link rel="self" href="https://atom.example/self/1"/>
    <link href="https://atom.example/digestat"/>
    <id>urn:entry:1</id>
    <updated>2026-01-04T10:00:00Z</updated>
    <summary type="html">&lt;p&gt;Le digestat devient un produit.&lt;/p&gt;</summary>
  </entry>
</feed>`;

  const logged: Record<string, unknown>[] = [];
  const logger = { warn: (object: Record<string, unknown>) => void logged.push(object) };

  async function storedItems() {
    return testApp.database.db
      .select({
        id: newsFeedItems.id,
        feedUrl: newsFeedItems.feedUrl,
        guid: newsFeedItems.guid,
        title: newsFeedItems.title,
      })
      .from(newsFeedItems);
  }

  it('stores RSS and Atom items once, skips a malformed and a slow feed, and keeps the others', async () => {
    feeds.serve('/rss.xml', { kind: 'document', body: rss });
    feeds.serve('/atom.xml', { kind: 'document', body: atom, contentType: 'application/atom+xml' });
    feeds.serve('/broken.xml', { kind: 'document', body: '<rss><channel><item><title>cassé</channel>' });
    feeds.serve('/slow.xml', { kind: 'silent' });
    feeds.serve('/gone.xml', { kind: 'status', status: 500 });
    feeds.serve('/billion.xml', {
      kind: 'document',
      body: '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><rss version="2.0"><channel><title>&b;</title></channel></rss>',
    });
    const urls = ['/rss.xml', '/broken.xml', '/slow.xml', '/atom.xml', '/gone.xml', '/billion.xml'].map(
      (path) => `${feeds.origin}${path}`,
    );
    const started = Date.now();
    const results = await refreshNewsFeeds({
      db: testApp.database.db,
      feeds: urls,
      logger,
      userAgent: 'MethaPilot test',
      timeoutMs: 500,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(results.map((result) => result.ok)).toEqual([true, false, false, true, false, false]);
    expect(logged.map((entry) => entry.feed)).toEqual(
      expect.arrayContaining([`${feeds.origin}/broken.xml`, `${feeds.origin}/slow.xml`]),
    );

    const items = await storedItems();
    expect(items.map((item) => item.title).sort()).toEqual([
      'Appel d’offres biométhane',
      'Digestat normé',
      'Sans identifiant',
    ]);

    const listed = await call(reader, 'GET', '/api/news/feed-items');
    expect(listed.statusCode).toBe(200);
    const body = listed.json<TNewsFeedItemList>();
    expect(body.hasFeeds).toBe(false);
    const tender = body.items.find((item) => item.title === 'Appel d’offres biométhane');
    expect(tender).toMatchObject({
      feedTitle: 'Biogaz Hebdo & Cie',
      link: 'https://biogaz.example/ao-2026',
      summary: 'Le nouvel appel démarre en mars.',
      publishedAt: '2026-01-06T08:30:00.000Z',
    });
    expect(body.items.find((item) => item.title === 'Sans identifiant')).toMatchObject({
      link: `${feeds.origin}/articles/sans-guid`,
      summary: 'Résumé & HTML échappé',
    });
    expect(body.items.find((item) => item.title === 'Digestat normé')).toMatchObject({
      feedTitle: 'Atom Méthanisation',
      link: 'https://atom.example/digestat',
      summary: 'Le digestat devient un produit.',
    });
    expect(body.items.every((item) => /^https?:\/\//.test(item.link))).toBe(true);

    // A second run changes nothing: each item is kept once, with its id.
    await refreshNewsFeeds({
      db: testApp.database.db,
      feeds: urls,
      logger,
      userAgent: 'MethaPilot test',
      timeoutMs: 500,
    });
    const again = await storedItems();
    expect(again.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort());

    // A feed taken out of NEWS_FEEDS takes its items with it.
    await refreshNewsFeeds({
      db: testApp.database.db,
      feeds: [`${feeds.origin}/atom.xml`],
      logger,
      userAgent: 'MethaPilot test',
      timeoutMs: 500,
    });
    expect((await storedItems()).map((item) => item.title)).toEqual(['Digestat normé']);
  });

  it('keeps at most the newest items of a feed', async () => {
    const entries = Array.from(
      { length: 8 },
      (_, index) =>
        `<item><title>Item ${index}</title><link>https://many.example/${index}</link><pubDate>${new Date(Date.UTC(2026, 0, index + 1)).toUTCString()}</pubDate></item>`,
    ).join('');
    feeds.serve('/many.xml', {
      kind: 'document',
      body: `<rss version="2.0"><channel><title>Beaucoup</title>${entries}</channel></rss>`,
    });
    const url = `${feeds.origin}/many.xml`;
    await refreshNewsFeeds({
      db: testApp.database.db,
      feeds: [url],
      logger,
      userAgent: 't',
      maxItemsPerFeed: 5,
    });
    const titles = (await storedItems()).filter((item) => item.feedUrl === url).map((item) => item.title);
    expect(titles).toHaveLength(5);
  });

  it('runs every 30 minutes under its own lock key', () => {
    const job = createNewsFeedsJob({ db: testApp.database.db, feeds: [], logger });
    expect(job).toMatchObject({ name: 'news-feeds', lockKey: 4_842_022_001, intervalMs: 30 * 60_000 });
    expect(NEWS_FEEDS_LOCK_KEY).toBe(4_842_022_001);
  });
});
