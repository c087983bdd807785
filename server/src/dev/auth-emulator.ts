/**
 * Starts the Firebase Auth emulator (firebase-tools) as a child process: the embedded identity
 * provider of `npm start`, `npm run dev` and the tests. Accounts persist in `<dataDir>/auth`
 * through --import / --export-on-exit, so a restart keeps every account.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export interface AuthEmulatorOptions {
  projectId: string;
  port: number;
  /** Folder for firebase.json, the debug log and the persisted accounts. */
  dataDir: string;
  /** Keep accounts across restarts (false for throwaway test runs). */
  persist: boolean;
  log?: (line: string) => void;
  readyTimeoutMs?: number;
}

export interface RunningAuthEmulator {
  url: string;
  /** Stops the emulator, letting it export accounts first; resolves when the process is gone. */
  stop(): Promise<void>;
}

const firebaseCli = (): string => {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('firebase-tools/package.json');
  return join(pkgPath, '..', 'lib', 'bin', 'firebase.js');
};

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  const { projectId, port, dataDir, persist, log = () => {} } = options;
  const url = `http://127.0.0.1:${port}`;
  if (await isUp(url)) {
    throw new Error(
      `Port ${port} already answers (another Auth emulator?). Stop it or set AUTH_EMULATOR_PORT to a free port.`,
    );
  }
  const home = resolve(dataDir, 'firebase');
  const accounts = resolve(dataDir, 'auth');
  mkdirSync(home, { recursive: true });
  // The emulator UI must stay disabled: it downloads itself at start, which fails offline.
  // Each instance gets its own hub and logging ports and its own temp folder: the CLI finds "its"
  // hub through a locator file in the temp folder named after the project, so two instances of
  // demo-paydown (npm start and the tests) would otherwise export each other's accounts.
  const configFile = join(home, 'firebase.json');
  const tmp = join(home, 'tmp');
  mkdirSync(tmp, { recursive: true });
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [firebaseCli(), 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  if (persist) {
    if (existsSync(join(accounts, 'firebase-export-metadata.json'))) args.push('--import', accounts);
    args.push('--export-on-exit', accounts);
  }
  // detached: a terminal Ctrl-C must not reach the emulator directly. A second SIGINT makes it
  // quit without exporting, so only stop() signals it, exactly once.
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: home,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TMPDIR: tmp, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      output.push(line);
      if (output.length > 50) output.shift();
      log(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const killOnParentExit = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  };
  process.once('exit', killOnParentExit);

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await isUp(url))) {
    if (gone || Date.now() > deadline) {
      killOnParentExit();
      throw new Error(
        `The Firebase Auth emulator did not start on ${url}${gone ? ' (it exited)' : ''}. Last output:\n${output.join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.pid !== undefined) {
          process.kill(-child.pid, 'SIGINT');
          const timer = setTimeout(killOnParentExit, 20_000);
          await exited;
          clearTimeout(timer);
        }
        process.removeListener('exit', killOnParentExit);
      })();
      return stopping;
    },
  };
}
