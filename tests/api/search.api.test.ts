// Global search (issue 5, spec §2 "Global search dialog", §7 "Search reads", §9 "Search"): the seven sources
// in order with their pages, accent- and case-insensitive, labels of enumerated columns found by their words,
// 5 per source and 20 overall, LIKE wildcards searched as text, a failed source that does not lose the others,
// nobody else's rows, and the trigram indexes really used by the search function's query.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDocuments } from '../../src/server/db/schema/documents.js';
import type { TSearchResponse } from '../../src/shared/contracts/search.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@search.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@search.fr');
});

afterAll(async () => {
  await testApp.close();
});

const today = new Date().toISOString().slice(0, 10);

async function create(userId: string, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await recordsCaller(testApp.app).request(userId, 'POST', path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const createStock = (userId: string, name: string, extra: Record<string, unknown> = {}) =>
  create(userId, '/api/stock-items', { name, category: 'chemical', unit: 'kg', ...extra });
const createMaintenance = (userId: string, equipmentName: string, extra: Record<string, unknown> = {}) =>
  create(userId, '/api/maintenance-tasks', {
    equipmentName,
    taskType: 'Vidange',
    frequency: 'monthly',
    nextDueDate: today,
    ...extra,
  });
const createRawMaterial = (userId: string, name: string, extra: Record<string, unknown> = {}) =>
  create(userId, '/api/raw-materials', { name, type: 'cereal', category: 'main_crop', ...extra });
const createInvoice = (userId: string, name: string, extra: Record<string, unknown> = {}) =>
  create(userId, '/api/invoices', {
    name,
    amount: 120.5,
    category: 'inputs',
    type: 'expense',
    invoiceDate: today,
    ...extra,
  });
const createAgendaTask = (userId: string, title: string, extra: Record<string, unknown> = {}) =>
  create(userId, '/api/agenda-tasks', { title, ...extra });
const createTeamMember = (userId: string, name: string, extra: Record<string, unknown> = {}) =>
  create(userId, '/api/team-members', { name, role: 'operator', ...extra });

/** The library has no write API yet: its documents are written directly. */
async function createDocument(userId: string, name: string, category = 'Rapport', description?: string) {
  const [row] = await testApp.database.db
    .insert(generatedDocuments)
    .values({ userId, name, category, description })
    .returning({ id: generatedDocuments.id });
  if (!row) throw new Error('no document');
  return row.id;
}

async function searchAs(userId: string, q: string, language = 'fr') {
  return recordsCaller(testApp.app, language).request(
    userId,
    'GET',
    `/api/search?q=${encodeURIComponent(q)}`,
  );
}

async function search(userId: string, q: string): Promise<TSearchResponse> {
  const response = await searchAs(userId, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSearchResponse>();
}

function titlesOf(result: TSearchResponse, source: string): string[] {
  return result.groups.find((group) => group.source === source)?.items.map((item) => item.title) ?? [];
}

describe('global search: what is found', () => {
  it('finds "Méthaniseur" from "methaniseur" in any case, grouped by source in order with each page', async () => {
    const user = await createRecordsUser(testApp.database, 'accents@search.fr');
    const stockId = await createStock(user, 'Méthaniseur principal', { unit: 'm3' });
    await createMaintenance(user, 'Agitateur du méthaniseur', {
      taskType: 'Graissage',
      notes: 'Palier côté moteur',
    });
    await createTeamMember(user, 'Chloé Méthaniseur', { role: 'technician', email: 'chloe@ferme.fr' });
    await createAgendaTask(user, 'Vidanger la pompe');

    for (const query of ['methaniseur', 'MÉTHANISEUR', '  Methaniseur  ', 'thanis']) {
      const result = await search(user, query);
      expect(result.query).toBe(query.trim());
      expect(result.failedSources).toEqual([]);
      expect(result.groups.map((group) => [group.source, group.route])).toEqual([
        ['stock', '/dashboard/stock'],
        ['maintenance', '/dashboard/maintenance'],
        ['team', '/dashboard/team'],
      ]);
    }
    const result = await search(user, 'methaniseur');
    expect(result.groups[0]?.items).toEqual([
      { id: stockId, title: 'Méthaniseur principal', kind: 'chemical', detail: 'm3' },
    ]);
    expect(result.groups[1]?.items[0]).toMatchObject({
      title: 'Agitateur du méthaniseur',
      kind: 'Graissage',
      detail: 'Palier côté moteur',
    });
    expect(result.groups[2]?.items[0]).toMatchObject({
      title: 'Chloé Méthaniseur',
      kind: 'technician',
      detail: 'chloe@ferme.fr',
    });
  });

  it('reads every source: free-text columns such as supplier, notes, description and email count', async () => {
    const user = await createRecordsUser(testApp.database, 'sources@search.fr');
    await createStock(user, 'Antimousse Kervella');
    await createMaintenance(user, 'Pompe P2', { notes: 'Joint fourni par Kervella' });
    await createRawMaterial(user, 'Blé tendre', { supplier: 'Coopérative Kervella' });
    await createInvoice(user, 'Facture Kervella mars');
    await createAgendaTask(user, 'Appeler le fournisseur', {
      description: 'Relancer Kervella pour le devis',
    });
    await createTeamMember(user, 'Yann', { email: 'yann@kervella.bzh' });
    await createDocument(user, 'Devis pompe', 'Devis', 'Offre Kervella 2026');

    const result = await search(user, 'kervella');
    expect(result.groups.map((group) => group.source)).toEqual([
      'stock',
      'maintenance',
      'raw-materials',
      'budget',
      'agenda',
      'team',
      'library',
    ]);
    expect(result.groups.map((group) => group.route)).toEqual([
      '/dashboard/stock',
      '/dashboard/maintenance',
      '/dashboard/raw-materials',
      '/dashboard/budget',
      '/dashboard/agenda',
      '/dashboard/team',
      '/dashboard/library',
    ]);
    expect(titlesOf(result, 'raw-materials')).toEqual(['Blé tendre']);
    expect(result.groups.find((group) => group.source === 'raw-materials')?.items[0]).toMatchObject({
      kind: 'cereal',
      detail: 'Coopérative Kervella',
    });
    expect(result.groups.find((group) => group.source === 'budget')?.items[0]).toMatchObject({
      kind: 'expense',
      detail: 'inputs',
    });
    expect(result.groups.find((group) => group.source === 'library')?.items[0]).toMatchObject({
      title: 'Devis pompe',
      kind: 'Devis',
      detail: 'Offre Kervella 2026',
    });
  });

  it('finds rows by the French or English words of their category, type or role', async () => {
    const user = await createRecordsUser(testApp.database, 'labels@search.fr');
    await createRawMaterial(user, 'Maïs lot 12', { type: 'silage' });
    await createRawMaterial(user, 'Lisier bovin', { type: 'slurry', category: 'effluent' });
    await createStock(user, 'Gants nitrile', { category: 'consumables', unit: 'unités' });
    await createInvoice(user, 'EDF janvier', { category: 'electricity', type: 'expense' });
    await createInvoice(user, 'Vente biométhane', { category: 'others', type: 'income' });
    await createAgendaTask(user, 'Déclaration ICPE', { category: 'regulation' });
    await createTeamMember(user, 'Lucie', { role: 'engineer' });

    expect(titlesOf(await search(user, 'ensilage'), 'raw-materials')).toEqual(['Maïs lot 12']);
    expect(titlesOf(await search(user, 'Silage'), 'raw-materials')).toEqual(['Maïs lot 12']);
    expect(titlesOf(await search(user, "effluent d'élevage"), 'raw-materials')).toEqual(['Lisier bovin']);
    expect(titlesOf(await search(user, 'consommables'), 'stock')).toEqual(['Gants nitrile']);
    expect(titlesOf(await search(user, 'electricite'), 'budget')).toEqual(['EDF janvier']);
    expect(titlesOf(await search(user, 'recette'), 'budget')).toEqual(['Vente biométhane']);
    expect(titlesOf(await search(user, 'réglementation'), 'agenda')).toEqual(['Déclaration ICPE']);
    expect(titlesOf(await search(user, 'ingénieur'), 'team')).toEqual(['Lucie']);
    // A word no label nor text contains finds nothing (and no empty group).
    expect(await search(user, 'ornithorynque')).toEqual({
      query: 'ornithorynque',
      groups: [],
      failedSources: [],
    });
  });

  it('puts titles that start with the text before newer ones that only contain it', async () => {
    const user = await createRecordsUser(testApp.database, 'order@search.fr');
    await createStock(user, 'Charbon actif');
    await createStock(user, 'Filtre à charbon');
    expect(titlesOf(await search(user, 'charbon'), 'stock')).toEqual(['Charbon actif', 'Filtre à charbon']);
  });

  it('answers at most 5 per source and 20 overall, shared round-robin across the sources', async () => {
    const user = await createRecordsUser(testApp.database, 'limits@search.fr');
    for (let index = 1; index <= 7; index += 1) {
      const name = `Zéolithe ${String(index)}`;
      await createStock(user, name);
      await createMaintenance(user, name);
      await createRawMaterial(user, name);
      await createInvoice(user, name);
      await createAgendaTask(user, name);
      await createTeamMember(user, name);
      await createDocument(user, name);
    }
    const result = await search(user, 'zeolithe');
    expect(result.groups.map((group) => group.items.length)).toEqual([3, 3, 3, 3, 3, 3, 2]);
    expect(result.groups.flatMap((group) => group.items)).toHaveLength(20);
    // Each source keeps its own order: newest first among equals.
    expect(titlesOf(result, 'stock')).toEqual(['Zéolithe 7', 'Zéolithe 6', 'Zéolithe 5']);

    // With fewer sources matching, one source gives at most 5.
    await createStock(user, 'Tamis rotatif 1');
    for (let index = 2; index <= 7; index += 1) await createStock(user, `Tamis rotatif ${String(index)}`);
    expect(titlesOf(await search(user, 'tamis'), 'stock')).toHaveLength(5);
  });

  it('searches % and _ as text, not as wildcards', async () => {
    const user = await createRecordsUser(testApp.database, 'wildcards@search.fr');
    await createStock(user, 'Soude 30% concentrée');
    await createStock(user, 'Soude 300 kg');
    await createStock(user, 'Vanne V_12');
    await createStock(user, 'Vanne VA12');
    await createStock(user, 'Raccord a\\b');
    await createStock(user, 'Raccord ab');

    expect(titlesOf(await search(user, '0%'), 'stock')).toEqual(['Soude 30% concentrée']);
    expect(titlesOf(await search(user, 'v_1'), 'stock')).toEqual(['Vanne V_12']);
    expect(titlesOf(await search(user, 'a\\b'), 'stock')).toEqual(['Raccord a\\b']);
    expect(await search(user, '%%')).toMatchObject({ groups: [] });
    expect(await search(user, '__')).toMatchObject({ groups: [] });
  });
});

describe('global search: the query', () => {
  it('answers no group below 2 characters once trimmed (blank ignored)', async () => {
    await createStock(alice, 'A');
    for (const query of ['', ' ', 'a', '  a  ', '\t']) {
      expect(await search(alice, query)).toEqual({ query: query.trim(), groups: [], failedSources: [] });
    }
    const response = await recordsCaller(testApp.app).request(alice, 'GET', '/api/search');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ query: '', groups: [], failedSources: [] });
  });

  it("refuses more than 100 characters with a message in the user's language", async () => {
    const longest = 'a'.repeat(100);
    expect((await searchAs(alice, longest)).statusCode).toBe(200);

    const tooLong = 'a'.repeat(101);
    const french = await searchAs(alice, tooLong, 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      q: 'La recherche ne doit pas dépasser 100 caractères',
    });
    const english = await searchAs(alice, tooLong, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      q: 'The search must not exceed 100 characters',
    });
  });

  it('refuses a query given twice with a message, never a 500', async () => {
    const response = await recordsCaller(testApp.app).request(alice, 'GET', '/api/search?q=pompe&q=vanne');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      q: 'Recherche invalide',
    });
  });

  it('needs a signed-in user, even for a short query', async () => {
    for (const q of ['a', 'methaniseur']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/search?q=${q}` });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('global search: isolation and failures', () => {
  it("never returns another user's rows, in any source", async () => {
    await createStock(bruno, 'Cuve secrète Bruno');
    await createMaintenance(bruno, 'Cuve secrète Bruno');
    await createRawMaterial(bruno, 'Cuve secrète Bruno', { type: 'silage' });
    await createInvoice(bruno, 'Cuve secrète Bruno');
    await createAgendaTask(bruno, 'Cuve secrète Bruno');
    await createTeamMember(bruno, 'Cuve secrète Bruno');
    await createDocument(bruno, 'Cuve secrète Bruno');
    await createStock(alice, 'Cuve tampon Alice');

    const aliceResult = await search(alice, 'cuve');
    expect(aliceResult.groups.flatMap((group) => group.items.map((item) => item.title))).toEqual([
      'Cuve tampon Alice',
    ]);
    // Nor through a label: bruno's silage is not alice's.
    expect(titlesOf(await search(alice, 'ensilage'), 'raw-materials')).toEqual([]);

    const brunoResult = await search(bruno, 'cuve');
    expect(brunoResult.groups).toHaveLength(7);
    expect(brunoResult.groups.flatMap((group) => group.items.map((item) => item.title))).not.toContain(
      'Cuve tampon Alice',
    );
  });

  it('keeps the other sources when one cannot be read, and names the failed one', async () => {
    const user = await createRecordsUser(testApp.database, 'failure@search.fr');
    await createStock(user, 'Brûleur torchère');
    await createDocument(user, 'Notice brûleur');
    // Break the library's table for a moment: its search now fails inside the database.
    await testApp.database.db.execute(
      sql`alter table generated_documents rename column description to description_broken`,
    );
    try {
      const result = await search(user, 'bruleur');
      expect(result.failedSources).toEqual(['library']);
      expect(result.groups.map((group) => group.source)).toEqual(['stock']);
      expect(titlesOf(result, 'stock')).toEqual(['Brûleur torchère']);
    } finally {
      await testApp.database.db.execute(
        sql`alter table generated_documents rename column description_broken to description`,
      );
    }
    const repaired = await search(user, 'bruleur');
    expect(repaired.failedSources).toEqual([]);
    expect(repaired.groups.map((group) => group.source)).toEqual(['stock', 'library']);
  });
});

/**
 * The statement `search_source` builds for each source (migrations 0008 and 0010), for one owner: the same WHERE and
 * ORDER BY the function executes, so its plan is the function's.
 */
const searchStatements = {
  stock: { table: 'stock_items', text: ['name'], codes: ['category'], fresh: 'last_updated' },
  maintenance: {
    table: 'maintenance_tasks',
    text: ['equipment_name', 'task_type', 'notes'],
    codes: [],
    fresh: 'updated_at',
  },
  'raw-materials': {
    table: 'raw_materials',
    text: ['name', 'supplier'],
    codes: ['type', 'category'],
    fresh: 'updated_at',
  },
  budget: {
    table: 'invoices',
    text: ['name', 'counterparty', 'invoice_number'],
    codes: ['category', 'type'],
    fresh: 'updated_at',
  },
  agenda: { table: 'agenda_tasks', text: ['title', 'description'], codes: ['category'], fresh: 'updated_at' },
  team: { table: 'team_users', text: ['name', 'email'], codes: ['role'], fresh: 'updated_at' },
  library: {
    table: 'generated_documents',
    text: ['name', 'description', 'category'],
    codes: [],
    fresh: 'updated_at',
  },
} as const;

describe('global search: the trigram indexes serve it', () => {
  it("plans every source through its _trgm index on a few thousand rows, as the tables' owner", async () => {
    const owner = await createRecordsUser(testApp.database, 'volume@search.fr');
    const db = testApp.database.db;
    // The statements below are the function's own: same table, text columns and code columns per source.
    const [definition] = (
      (await db.execute(
        sql`select pg_get_functiondef('search_source_plan(text)'::regprocedure) as body`,
      )) as { rows: { body: string }[] }
    ).rows;
    const body = definition?.body ?? '';
    const arrayOf = (columns: readonly string[]) =>
      columns.length === 0 ? `'{}'` : `ARRAY[${columns.map((column) => `'${column}'`).join(', ')}]`;
    for (const [source, statement] of Object.entries(searchStatements)) {
      const branch = body.slice(body.indexOf(`WHEN '${source}' THEN`));
      const nextBranch = branch.indexOf('WHEN ', 5);
      const own = nextBranch === -1 ? branch : branch.slice(0, nextBranch);
      expect(own, source).toContain(`v_table := '${statement.table}'`);
      expect(own, source).toContain(`v_fresh := '${statement.fresh}'`);
      expect(own.replace(/\s+/g, ' '), source).toContain(`v_text_columns := ${arrayOf(statement.text)}`);
      expect(own.replace(/\s+/g, ' '), source).toContain(`v_code_columns := ${arrayOf(statement.codes)}`);
    }

    // 3,000 rows per source with varied words; one row with a rare word.
    const word = sql`(array['Pompe','Vanne','Filtre','Moteur','Cuve','Agitateur','Capteur','Joint'])[1 + g % 8]`;
    const serie = sql`generate_series(1, 3000) g`;
    await db.execute(sql`insert into stock_items (user_id, name, category)
      select ${owner}, ${word} || ' ' || g, 'chemical' from ${serie}`);
    await db.execute(sql`insert into maintenance_tasks (user_id, equipment_name, task_type, frequency, next_due_date, notes)
      select ${owner}, ${word} || ' ' || g, 'Vidange ' || g, 'monthly', current_date, 'Note ' || g from ${serie}`);
    await db.execute(sql`insert into raw_materials (user_id, name, type, category, supplier)
      select ${owner}, ${word} || ' ' || g, 'cereal', 'main_crop', 'Fournisseur ' || g from ${serie}`);
    await db.execute(sql`insert into invoices (user_id, name, amount, category, type, invoice_date)
      select ${owner}, ${word} || ' ' || g, 10, 'inputs', 'expense', current_date from ${serie}`);
    await db.execute(sql`insert into agenda_tasks (user_id, title, description, category)
      select ${owner}, ${word} || ' ' || g, 'Description ' || g, 'maintenance' from ${serie}`);
    await db.execute(sql`insert into team_users (user_id, name, role, email)
      select ${owner}, ${word} || ' ' || g, 'operator', 'membre' || g || '@ferme.fr' from ${serie}`);
    await db.execute(sql`insert into generated_documents (user_id, name, category, description)
      select ${owner}, ${word} || ' ' || g, 'Rapport', 'Document ' || g from ${serie}`);
    for (const { table } of Object.values(searchStatements)) await db.execute(sql.raw(`analyze ${table}`));

    for (const [source, statement] of Object.entries(searchStatements)) {
      for (const codes of [[], ['other']]) {
        if (codes.length > 0 && statement.codes.length === 0) continue;
        const arms = [
          ...statement.text.map((column) => `immutable_unaccent(lower(x.${column})) like $2`),
          ...(codes.length > 0 ? statement.codes.map((column) => `x.${column} = any($3)`) : []),
        ].join(' or ');
        const title = statement.text[0];
        const query = `explain select x.id from ${statement.table} x where x.user_id = $1 and (${arms})
          order by (immutable_unaccent(lower(x.${title})) like ltrim($2, '%')) desc, x.${statement.fresh} desc, x.id
          limit 5`;
        const pattern = '%zqxwrare%';
        // $n placeholders filled as literals (the function runs EXECUTE … USING: a plan for these values).
        const filled = query
          .replaceAll('$1', `'${owner}'::uuid`)
          .replaceAll('$2', `'${pattern}'`)
          .replaceAll('$3', `array[${codes.map((code) => `'${code}'`).join(',')}]::text[]`);
        const result = (await db.execute(sql.raw(filled))) as { rows: Record<string, string>[] };
        const plan = result.rows.map((row) => Object.values(row).join(' ')).join('\n');
        expect(plan, `${source} with codes [${codes.join(',')}]:\n${plan}`).toMatch(
          new RegExp(`${statement.table}_\\w+_trgm`),
        );
        expect(plan, `${source}:\n${plan}`).not.toMatch(/Seq Scan/);
      }
      // The ids the lists keep their rows among (search_source_ids): the same conditions, no order or limit.
      const idsQuery = `explain select x.id from ${statement.table} x where x.user_id = '${owner}'::uuid and (${statement.text
        .map((column) => `immutable_unaccent(lower(x.${column})) like '%zqxwrare%'`)
        .join(' or ')})`;
      const idsPlan = ((await db.execute(sql.raw(idsQuery))) as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row).join(' '))
        .join('\n');
      expect(idsPlan, `${source} ids:\n${idsPlan}`).toMatch(new RegExp(`${statement.table}_\\w+_trgm`));
      expect(idsPlan, `${source} ids:\n${idsPlan}`).not.toMatch(/Seq Scan/);
    }

    // And the function itself answers from those rows, for their owner only.
    const rare = await createStock(owner, 'Zqxwrare unique');
    const result = await search(owner, 'zqxwrare');
    expect(result.groups.flatMap((group) => group.items.map((item) => item.id))).toEqual([rare]);
    expect(await search(alice, 'zqxwrare')).toMatchObject({ groups: [] });
  });
});

describe('the module lists search through the same function', () => {
  async function listTitles(userId: string, path: string, q: string, key = 'name'): Promise<string[]> {
    const response = await recordsCaller(testApp.app).request(
      userId,
      'GET',
      `${path}?q=${encodeURIComponent(q)}&pageSize=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ items: Record<string, string>[] }>()
      .items.map((item) => item[key] ?? '')
      .sort();
  }

  it('finds rows accent-insensitively and by the labels of their categories, for their owner only', async () => {
    const carla = await createRecordsUser(testApp.database, 'carla@search.fr');
    const dario = await createRecordsUser(testApp.database, 'dario@search.fr');
    await createStock(carla, 'Réactif ferrique', { category: 'consumables' });
    await createStock(carla, 'Joint de trappe', { category: 'spare_parts' });
    await createStock(dario, 'Réactif ferrique de Dario', { category: 'consumables' });
    expect(await listTitles(carla, '/api/stock-items', 'reactif')).toEqual(['Réactif ferrique']);
    expect(await listTitles(carla, '/api/stock-items', 'consommables')).toEqual(['Réactif ferrique']);
    expect(await listTitles(carla, '/api/stock-items', 'Spare parts')).toEqual(['Joint de trappe']);
    expect(await listTitles(dario, '/api/stock-items', 'joint')).toEqual([]);

    await createInvoice(carla, 'Facture granulés', {
      counterparty: 'Coopérative Évolution',
      invoiceNumber: 'FA-2026-117',
    });
    expect(await listTitles(carla, '/api/invoices', 'cooperative evolution')).toEqual(['Facture granulés']);
    expect(await listTitles(carla, '/api/invoices', 'fa-2026-117')).toEqual(['Facture granulés']);
    // The global search finds it by those too.
    const found = await search(carla, 'FA-2026');
    expect(found.groups.map((group) => group.source)).toEqual(['budget']);

    // A search and a filter together, and the total counted over the matches only.
    await createRawMaterial(carla, 'Ensilage de maïs', { type: 'silage' });
    await createRawMaterial(carla, 'Seigle fourrager', { type: 'cereal' });
    expect(await listTitles(carla, '/api/raw-materials', 'ensilage')).toEqual(['Ensilage de maïs']);
    const filtered = await recordsCaller(testApp.app).request(
      carla,
      'GET',
      `/api/raw-materials?q=${encodeURIComponent('seigle')}&type=silage`,
    );
    expect(filtered.json<{ items: unknown[]; total: number }>()).toMatchObject({ items: [], total: 0 });
  });
});
