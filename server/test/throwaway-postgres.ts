/**
 * A throwaway PostgreSQL cluster for tests: `initdb` into a temp folder, `pg_ctl start` on a free
 * 127.0.0.1 port (TCP only, trust auth, fsync on), `stop()` removes everything. PostgreSQL is a
 * requirement of the test run (scripts/ensure-system-deps.sh installs it), so a missing
 * installation is an error with instructions, never a skipped test.
 *
 * As root, the server must run as the `postgres` user (it refuses root), so commands go through
 * `runuser -u postgres --` and the folder is created under /tmp and handed to that user.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../src/dev/auth-emulator';

export interface ThrowawayPostgres {
  port: number;
  /** URL of the `postgres` maintenance database (superuser `postgres`, no password). */
  adminUrl: string;
  /** Crash-like stop: immediate shutdown, no checkpoint; the next start() runs WAL recovery. */
  crash(): Promise<void>;
  /** Starts the cluster again on the same folder and port (after crash()). */
  start(): Promise<void>;
  /** Stops the cluster and deletes its folder. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** The folder holding initdb and pg_ctl: Debian's /usr/lib/postgresql/<newest>/bin, else PATH. */
export function findPostgresBinDir(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((v) => existsSync(join(debian, v, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest) return join(debian, newest, 'bin');
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (found) return join(found, '..');
  throw new Error(
    'PostgreSQL is required by the server tests but no pg_ctl was found (neither /usr/lib/postgresql/*/bin nor PATH). ' +
      'Run scripts/ensure-system-deps.sh, or install it: Debian/Ubuntu `apt-get install -y postgresql`, macOS `brew install postgresql`.',
  );
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBinDir();
  // As root the postgres user must be able to reach the folder, so not under TMPDIR (often in a project).
  const root = mkdtempSync(join(isRoot ? '/tmp' : tmpdir(), 'paydown-pg-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, id('-u'), id('-g'));
  }
  const pg = async (tool: string, args: string[]) => {
    const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    try {
      await run(command, argv, { cwd: root, timeout: 60_000 });
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${(error as Error).message}\n${log}`, { cause: error });
    }
  };
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);

  const port = await freePort();
  const options = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${root}`, '-c fsync=on', '-c synchronous_commit=on', '-c max_connections=200'];
  const start = () => pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options.join(' '), 'start']);
  const stopWith = (mode: 'fast' | 'immediate') => pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  // If the test process dies without teardown, do not leave a server running.
  const onExit = () => {
    const argv = ['-D', dataDir, '-m', 'immediate', 'stop'];
    spawnSync(isRoot ? 'runuser' : join(bin, 'pg_ctl'), isRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...argv] : argv, { cwd: root });
  };
  await start();
  process.once('exit', onExit);
  return {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => stopWith('immediate'),
    start,
    async stop() {
      process.off('exit', onExit);
      await stopWith('fast').catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
