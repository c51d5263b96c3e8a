// One code-server (VS Code in the browser) per test session: fresh user-data and extensions
// folders, XDG and HOME inside the run folder, the VSIX installed first, its own process group
// so stop() takes the extension host and every helper process down with it.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  writeFileSync,
  readdirSync,
  statSync,
  existsSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { readManifest, type ExtensionManifest, type Tools } from './tools';
import { waitFor, sleep } from './wait';

export interface CodeServerOptions {
  tools: Tools;
  runDir: string;
  workspace: string;
  vsix: string;
  /** More VSIX files installed after the one under test (e.g. a throwaway probe extension). */
  extraVsix?: string[];
  /** Extra command-line arguments of the server (e.g. ['--enable-proposed-api', 'publisher.name']). */
  serverArgs?: string[];
  settings: Record<string, unknown>;
  /** Fixed port; by default a free one is picked (and re-picked if taken meanwhile). */
  port?: number;
  startTimeout?: number;
}

const live = new Set<number>();
// Last resort: whatever happens to the test process, its code-servers die with it.
process.once('exit', () => live.forEach((pgid) => killGroup(pgid, 'SIGKILL')));
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    live.forEach((pgid) => killGroup(pgid, 'SIGKILL'));
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}

function killGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolvePort(port));
    });
  });
}

function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, output });
    });
  });
}

export class CodeServer {
  readonly userDataDir: string;
  readonly extensionsDir: string;
  readonly logFile: string;
  readonly url: string;
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    private readonly opts: CodeServerOptions,
    readonly manifest: ExtensionManifest,
  ) {
    this.userDataDir = join(opts.runDir, 'user-data');
    this.extensionsDir = join(opts.runDir, 'extensions');
    this.logFile = join(opts.runDir, 'code-server.log');
    this.url = `http://127.0.0.1:${port}/?folder=${encodeURIComponent(opts.workspace)}`;
  }

  /** Environment of code-server and its children: every file they write stays in the run folder. */
  static env(runDir: string): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env };
    // NODE_TEST_CONTEXT (set by `node --test` for its children) would make `node --test` typed in
    // the integrated terminal skip every file ("run() is being called recursively").
    for (const k of Object.keys(env))
      if (k.startsWith('VSCODE_') || k === 'NODE_OPTIONS' || k === 'ELECTRON_RUN_AS_NODE' || k === 'NODE_TEST_CONTEXT')
        delete env[k];
    const xdg = {
      HOME: 'home',
      XDG_CONFIG_HOME: 'xdg/config',
      XDG_DATA_HOME: 'xdg/data',
      XDG_CACHE_HOME: 'xdg/cache',
      XDG_STATE_HOME: 'xdg/state',
      XDG_RUNTIME_DIR: 'xdg/runtime',
    };
    for (const [k, sub] of Object.entries(xdg)) {
      env[k] = join(runDir, sub);
      mkdirSync(env[k]!, { recursive: true, mode: 0o700 });
    }
    return env;
  }

  /** Installs the VSIX, writes user settings, starts the server and waits for /healthz. */
  static async start(opts: CodeServerOptions): Promise<CodeServer> {
    const { tools, runDir } = opts;
    const env = CodeServer.env(runDir);
    const userDataDir = join(runDir, 'user-data');
    const extensionsDir = join(runDir, 'extensions');
    mkdirSync(join(userDataDir, 'User'), { recursive: true });
    mkdirSync(extensionsDir, { recursive: true });
    writeFileSync(join(userDataDir, 'User', 'settings.json'), JSON.stringify(opts.settings, null, 2));
    const config = join(runDir, 'config.yaml');
    writeFileSync(config, 'auth: none\ncert: false\n');
    const common = ['--config', config, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];

    const inst = await run(
      tools.node,
      [tools.codeServer, ...common, '--force', '--install-extension', opts.vsix],
      env,
      120_000,
    );
    if (inst.code !== 0 || !/successfully installed/i.test(inst.output)) {
      throw new Error(`installing ${opts.vsix} failed (exit ${inst.code}):\n${inst.output}`);
    }
    const installed = readdirSync(extensionsDir).find((d) => existsSync(join(extensionsDir, d, 'package.json')));
    if (!installed) throw new Error(`no extension found in ${extensionsDir} after install:\n${inst.output}`);
    const manifest = readManifest(join(extensionsDir, installed, 'package.json'));
    for (const extra of opts.extraVsix ?? []) {
      const r = await run(
        tools.node,
        [tools.codeServer, ...common, '--force', '--install-extension', extra],
        env,
        120_000,
      );
      if (r.code !== 0 || !/successfully installed/i.test(r.output))
        throw new Error(`installing ${extra} failed (exit ${r.code}):\n${r.output}`);
    }

    let lastError: unknown;
    for (let attempt = 1; attempt <= (opts.port ? 1 : 3); attempt++) {
      const port = opts.port ?? (await freePort());
      const args = [
        tools.codeServer,
        ...common,
        '--auth',
        'none',
        '--bind-addr',
        `127.0.0.1:${port}`,
        '--disable-telemetry',
        '--disable-update-check',
        '--disable-workspace-trust',
        '--disable-getting-started-override',
        '--ignore-last-opened',
        ...(opts.serverArgs ?? []),
        opts.workspace,
      ];
      const log = openSync(join(runDir, 'code-server.log'), 'a');
      const child = spawn(tools.node, args, { env, detached: true, stdio: ['ignore', log, log], cwd: opts.workspace });
      closeSync(log);
      live.add(child.pid!);
      writeFileSync(join(runDir, 'code-server.pid'), String(child.pid));
      const server = new CodeServer(child, port, opts, manifest);
      try {
        await server.waitHealthy(opts.startTimeout ?? 60_000);
        return server;
      } catch (e) {
        lastError = e;
        await server.stop();
        if (!/EADDRINUSE/.test(server.logTail(20))) break;
      }
    }
    throw lastError;
  }

  private async waitHealthy(timeout: number): Promise<void> {
    let exited = false;
    this.child.once('exit', () => (exited = true));
    await waitFor(
      async () => {
        if (exited) throw new Error(`code-server exited early:\n${this.logTail(40)}`);
        const r = await fetch(`http://127.0.0.1:${this.port}/healthz`).catch(() => undefined);
        return r?.ok;
      },
      { timeout, interval: 150, message: `code-server on port ${this.port}` },
    ).catch((e) => {
      throw exited ? new Error(`code-server exited early:\n${this.logTail(40)}`) : e;
    });
  }

  /** SIGTERM to the whole process group, SIGKILL after 5 s. Safe to call twice. */
  async stop(): Promise<void> {
    const pgid = this.child.pid!;
    if (!live.has(pgid)) return;
    killGroup(pgid, 'SIGTERM');
    await waitFor(() => !killGroup(pgid, 0), { timeout: 5000, interval: 100 }).catch(() => killGroup(pgid, 'SIGKILL'));
    await sleep(50);
    killGroup(pgid, 'SIGKILL');
    live.delete(pgid);
    rmSync(join(this.opts.runDir, 'code-server.pid'), { force: true });
  }

  logTail(lines = 60): string {
    return tail(this.logFile, lines);
  }

  /** Log files under user-data/logs matching `test`, newest first (one folder per exthost). */
  logFiles(test: (relPath: string) => boolean): string[] {
    const root = join(this.userDataDir, 'logs');
    const out: { p: string; m: number }[] = [];
    const walk = (dir: string, rel: string) => {
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        const r = rel ? `${rel}/${name}` : name;
        const st = statSync(p);
        if (st.isDirectory()) walk(p, r);
        else if (test(r)) out.push({ p, m: st.mtimeMs });
      }
    };
    walk(root, '');
    return out.sort((a, b) => b.m - a.m).map((x) => x.p);
  }

  /** The remote extension host's log (activation events and errors). */
  extHostLog(): string {
    return this.logFiles((r) => /exthost\d+\/remoteexthost\.log$/.test(r))
      .map((p) => readFileSync(p, 'utf8'))
      .join('\n');
  }

  /**
   * Text of an output channel, read from the file VS Code mirrors it to: plain channels go to
   * exthostN/output_logging_* /K-<name>.log, log channels to exthostN/<extension id>/<name>.log.
   */
  outputChannel(name: string): string | undefined {
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`exthost\\d+/(output_logging_[^/]+/\\d+-${esc}|[^/]+/${esc})\\.log$`);
    const [newest] = this.logFiles((r) => re.test(r));
    return newest ? readFileSync(newest, 'utf8') : undefined;
  }
}

export function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return `(no ${file})`;
  }
}
