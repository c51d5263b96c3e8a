// Exits 0 when node_modules matches package-lock.json (every locked package installed at its
// locked version, per npm's own record node_modules/.package-lock.json), 1 with the first
// difference otherwise. Lets the one-command scripts run `npm ci` only when it is needed.
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const installedFile = join(root, 'node_modules/.package-lock.json');
if (!existsSync(installedFile)) {
  console.log('node_modules is missing (or was not installed by npm)');
  process.exit(1);
}
const locked = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages ?? {};
const installed = JSON.parse(readFileSync(installedFile, 'utf8')).packages ?? {};
for (const [key, entry] of Object.entries(locked)) {
  if (!key.startsWith('node_modules/')) continue; // the root project itself
  const have = installed[key];
  if (!have) {
    if (entry.optional || entry.devOptional) continue; // platform-specific optional packages
    console.log(`${key.slice(13)} is not installed`);
    process.exit(1);
  }
  if (entry.version && have.version !== entry.version) {
    console.log(`${key.slice(13)} is ${have.version}, package-lock.json wants ${entry.version}`);
    process.exit(1);
  }
}
process.exit(0);
