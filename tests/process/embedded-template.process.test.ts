// A new DATA_DIR starts from the database template migrated at build time (dist/database-template, ADR 0005):
// the server started on it has the demo account and signs it in, the copy has the same schema and rows as a
// database migrated from empty, an existing database is never replaced, and a template that does not match the
// running code (other migrations, a damaged folder) is left aside for PGlite's own initdb.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { demoEmail } from '../../src/server/db/seed/demo-account.js';
import { users } from '../../src/server/db/schema/auth.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { embeddedTemplateFolder } from '../../src/server/lib/project-paths.js';
import { startBuiltServer } from '../fixtures/built-server.js';

const folders: string[] = [];

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'methapilot-template-test-'));
  folders.push(folder);
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** What the migrations make, read from the catalogs: tables, columns, indexes, constraints, policies, routines, triggers, grants and the rows they insert. */
async function describeSchema(database: Database) {
  const read = (statement: string) => queryRows<Record<string, unknown>>(database.db, sql.raw(statement));
  return {
    columns: await read(`select table_schema, table_name, column_name, data_type, column_default, is_nullable
      from information_schema.columns where table_schema in ('public', 'drizzle')
      order by table_schema, table_name, column_name`),
    indexes: await read(`select schemaname, tablename, indexname, indexdef from pg_indexes
      where schemaname in ('public', 'drizzle') order by schemaname, indexname`),
    constraints:
      await read(`select conrelid::regclass::text as owner, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by owner, conname`),
    policies: await read(`select tablename, policyname, cmd, roles::text, qual, with_check from pg_policies
      order by tablename, policyname`),
    routines: await read(`select proname, pg_get_function_identity_arguments(oid) as args, prosecdef
      from pg_proc where pronamespace = 'public'::regnamespace order by proname, args`),
    triggers:
      await read(`select tgrelid::regclass::text as owner, tgname from pg_trigger where not tgisinternal
      order by owner, tgname`),
    grants: await read(`select table_name, privilege_type from information_schema.role_table_grants
      where grantee = 'methapilot_app' order by table_name, privilege_type`),
    extensions: await read(`select extname, extversion from pg_extension order by extname`),
    roles: await read(`select rolname, rolsuper, rolbypassrls, rolcanlogin from pg_roles
      where rolname = 'methapilot_app'`),
    migrations: await read(`select hash, created_at from drizzle.__drizzle_migrations order by created_at`),
    // Ids and times are drawn when the migration runs (at build time for the template): the rest must match.
    dailyTasksTemplate: (await read(`select * from daily_tasks_template order by code`)).map(
      ({ id: _id, created_at: _createdAt, updated_at: _updatedAt, ...row }) => row,
    ),
  };
}

describe('npm start on a new DATA_DIR', () => {
  it('copies the migrated template, then creates the demo account, which signs in', async () => {
    const server = await startBuiltServer({
      env: { NODE_ENV: 'production', PASSWORD_HASH_COST: 'standard' },
    });
    try {
      const { stdout } = server.output();
      expect(stdout).toContain('new database copied from the migrated template');
      const password = /créé \(affiché une seule fois\): \S+ \/ (\S+?)"/.exec(stdout)?.[1] ?? '';
      expect(password, stdout).toHaveLength(16);

      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: demoEmail, password }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const session = await fetch(`${server.url}/api/session`, { headers: { cookie } });
      expect(await session.json()).toMatchObject({ user: { email: demoEmail }, role: 'operator' });
    } finally {
      await server.stop();
    }
  });
});

describe('the database template', () => {
  it('has the same schema and rows as a database migrated from empty', async () => {
    const copied = await openDatabase({
      kind: 'pglite-dir',
      dataDir: freshFolder(),
      template: embeddedTemplateFolder,
    });
    const migrated = await openDatabase({ kind: 'pglite-dir', dataDir: freshFolder() });
    try {
      expect(copied.templateUse).toEqual({ isUsed: true });
      expect(migrated.templateUse).toBeUndefined();
      await copied.migrate();
      await migrated.migrate();
      const fromTemplate = await describeSchema(copied);
      expect(fromTemplate.columns.length).toBeGreaterThan(100);
      expect(fromTemplate.migrations.length).toBeGreaterThan(10);
      expect(fromTemplate).toEqual(await describeSchema(migrated));
    } finally {
      await copied.close();
      await migrated.close();
    }
  });

  it('holds no account: each installation makes its own', async () => {
    const copied = await openDatabase({
      kind: 'pglite-dir',
      dataDir: freshFolder(),
      template: embeddedTemplateFolder,
    });
    try {
      expect(await copied.db.select().from(users)).toEqual([]);
    } finally {
      await copied.close();
    }
  });

  it('never replaces the database of a DATA_DIR that has one', async () => {
    const dataDir = freshFolder();
    const first = await openDatabase({ kind: 'pglite-dir', dataDir, template: embeddedTemplateFolder });
    await first.migrate();
    await first.db.insert(users).values({ name: 'Camille', email: 'camille@ferme.test' });
    await first.close();

    const again = await openDatabase({ kind: 'pglite-dir', dataDir, template: embeddedTemplateFolder });
    try {
      expect(again.templateUse).toBeUndefined();
      const found = await again.db.select().from(users).where(eq(users.email, 'camille@ferme.test'));
      expect(found).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it('is left aside when it was made from other migrations, and the new database is migrated from empty', async () => {
    const staleTemplate = join(freshFolder(), 'template');
    cpSync(embeddedTemplateFolder, staleTemplate, { recursive: true });
    const manifestPath = join(staleTemplate, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, migrations: 'older migrations' }));

    const database = await openDatabase({
      kind: 'pglite-dir',
      dataDir: freshFolder(),
      template: staleTemplate,
    });
    try {
      expect(database.templateUse?.isUsed).toBe(false);
      expect(JSON.stringify(database.templateUse)).toMatch(/other migrations/);
      await database.migrate();
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('is left aside when it is missing', async () => {
    const database = await openDatabase({
      kind: 'pglite-dir',
      dataDir: freshFolder(),
      template: join(freshFolder(), 'no-template'),
    });
    try {
      expect(database.templateUse?.isUsed).toBe(false);
      expect(JSON.stringify(database.templateUse)).toMatch(/no template/);
      await database.migrate();
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('replaces the half-made copy of a start that was stopped while copying', async () => {
    const dataDir = freshFolder();
    const partialCopy = join(dataDir, 'pglite.from-template');
    mkdirSync(partialCopy);
    writeFileSync(join(partialCopy, 'PG_VERSION'), '17\n');

    const database = await openDatabase({ kind: 'pglite-dir', dataDir, template: embeddedTemplateFolder });
    try {
      expect(database.templateUse).toEqual({ isUsed: true });
      expect(existsSync(partialCopy)).toBe(false);
      await database.migrate();
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
