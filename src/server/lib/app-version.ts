import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './project-paths.js';

export const appVersion = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;
