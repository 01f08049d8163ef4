// npm run rotate-log-key
// Adds a new current AES-256-GCM key to the secure logs' keyring in DATA_DIR; the old keys stay, so rows
// written before still read. Restart the server afterwards (it reads the keyring at start). With
// SECURE_LOG_KEYS set, rotate there instead: put a new "id:base64" key in front and keep the others.
import { resolve } from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { rotateKeyringFile } from '../src/server/modules/secure-logs/secure-log-keyring.js';

const config = loadConfig();
if (config.secureLogKeys) {
  console.error(
    'SECURE_LOG_KEYS is set: rotate there (a new "id:base64 of 32 random bytes" first, the old keys after it).',
  );
  process.exit(2);
}
const keyId = rotateKeyringFile(resolve(config.dataDir));
console.log(
  `Secure log key ${keyId} is now current in ${resolve(config.dataDir)}; restart the server to use it.`,
);
