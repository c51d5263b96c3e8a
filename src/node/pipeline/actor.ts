// Who is deciding: git user.name (what the team sees in history), else the OS user.
import { userInfo } from 'node:os';
import { git } from './git';

export interface Actor {
  name: string;
  email: string;
}

export async function currentActor(cwd: string): Promise<Actor> {
  const get = async (key: string) =>
    (await git(cwd, ['config', '--get', key], { allowFail: true }).catch(() => undefined))?.stdout.trim() || undefined;
  let os = 'unknown';
  try {
    os = userInfo().username || os;
  } catch {}
  const name = (await get('user.name')) ?? os;
  const email = (await get('user.email')) ?? `${os}@localhost`;
  return { name, email };
}
