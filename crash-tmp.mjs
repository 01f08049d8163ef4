import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2];
const db = await PGlite.create({ dataDir: dir });
if (process.argv[3] === 'write') {
  await db.exec('create table if not exists t (id int primary key)');
  console.log((await db.query('show fsync')).rows);
  for (let i = 0; ; i++) { await db.query('insert into t values ($1)', [i]); process.stdout.write(i + '\n'); }
} else {
  console.log((await db.query('select count(*)::int c, max(id) m from t')).rows);
}
