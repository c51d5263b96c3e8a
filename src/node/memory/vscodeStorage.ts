// Where VS Code keeps this extension's global storage, so the CLI can use the model the
// extension downloaded (same vector space as the stored threads) without any setting.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { storedModelDir } from './modelFiles';

export const EXTENSION_ID = 'act-learning.act-learning';
const PRODUCTS = ['Code', 'Code - Insiders', 'VSCodium', 'Cursor', 'Windsurf'];

export function userDataRoots(): string[] {
  const home = homedir();
  if (process.platform === 'win32')
    return PRODUCTS.map((p) => join(process.env.APPDATA ?? join(home, 'AppData', 'Roaming'), p));
  if (process.platform === 'darwin') return PRODUCTS.map((p) => join(home, 'Library', 'Application Support', p));
  return [
    ...PRODUCTS.map((p) => join(process.env.XDG_CONFIG_HOME ?? join(home, '.config'), p)),
    join(home, '.vscode-server', 'data'),
  ];
}

/** The first global storage folder that holds a downloaded model, if any. */
export function findGlobalStorageWithModel(): string | undefined {
  for (const root of userDataRoots()) {
    const gs = join(root, 'User', 'globalStorage', EXTENSION_ID);
    if (existsSync(join(storedModelDir(gs), 'onnx', 'model_quantized.onnx'))) return gs;
  }
  return undefined;
}
