// npm run create-admin -- --email someone@example.com
// Gives an existing account the admin role. Admin rights also need a verified two-factor code (spec §6):
// the account enables it in Settings > Two-factor authentication.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { grantAdminRole } from '../src/server/modules/admin/grant-admin-role.js';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run create-admin -- --email <address of an existing account>');
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite-dir', dataDir: resolve(config.dataDir) },
  );
} catch (error) {
  console.error(
    `Cannot open the database (${error instanceof Error ? error.message : String(error)}). ` +
      'With the embedded database, stop the server first.',
  );
  process.exit(1);
}
try {
  await database.migrate();
  const result = await grantAdminRole(database.db, values.email);
  switch (result.outcome) {
    case 'no-such-user':
      console.error(`No account uses ${values.email}: create it on /login first.`);
      process.exitCode = 1;
      break;
    case 'granted':
    case 'already-admin':
      console.log(
        `${values.email} ${result.outcome === 'granted' ? 'is now' : 'was already'} admin. ` +
          (result.hasVerifiedFactor
            ? 'Its two-factor code is verified: admin rights are active.'
            : 'Admin rights start once it enables two-factor authentication in Settings.'),
      );
      break;
  }
} finally {
  await database.close();
}
