import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where built older versions are kept, one folder per commit, reused by the next run. */
export const OLD_BUILDS_DIR = resolve('.tmp/old-builds');

export interface OldBuild {
  /** The full commit hash. */
  commit: string;
  /** That commit's sources and its own node_modules: its server starts from here. */
  dir: string;
  /** Its built client (that commit's `npm run build`). */
  clientDir: string;
  /** Seconds spent extracting, installing and building on this run; 0 when the cache served it. */
  preparedInSeconds: number;
}

interface Finished {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Finished> {
  return new Promise((done, fail) => {
    // Temp files of npm and workbox-build stay in the project's .tmp, as test-all.sh arranges.
    const child = spawn(command, args, { cwd, env: { ...process.env, TMPDIR: resolve('.tmp'), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output }));
  });
}

async function mustRun(what: string, command: string, args: string[], cwd: string, env?: Record<string, string>): Promise<string> {
  const { code, output } = await run(command, args, cwd, env);
  if (code !== 0) throw new Error(`${what} failed (\`${command} ${args.join(' ')}\` in ${cwd}, exit ${code}):\n${output.slice(-4000)}`);
  return output;
}

/** The build id an old build carries, where its version shows one. */
export const oldBuildId = (hash: string) => `old-${hash.slice(0, 7)}`;

/** The full hash of `commit`, or null when this clone does not hold it. */
async function resolveCommit(commit: string): Promise<string | null> {
  const { code, output } = await run('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], process.cwd());
  return code === 0 ? output.trim() : null;
}

/**
 * The full hash of `commit`, fetching history when the clone lacks it: a shallow clone (as CI
 * checkouts often are) is deepened, otherwise the commit is asked of `origin` by name.
 */
async function findCommit(commit: string): Promise<string> {
  const known = await resolveCommit(commit);
  if (known) return known;
  const tried: string[] = [];
  const shallow = (await run('git', ['rev-parse', '--is-shallow-repository'], process.cwd())).output.trim() === 'true';
  const fetches = shallow ? [['fetch', '--unshallow', 'origin'], ['fetch', 'origin', commit]] : [['fetch', 'origin', commit]];
  for (const args of fetches) {
    const { code, output } = await run('git', args, process.cwd());
    tried.push(`git ${args.join(' ')} → exit ${code}${code === 0 ? '' : `: ${output.trim().split('\n')[0]}`}`);
    const fetched = await resolveCommit(commit);
    if (fetched) return fetched;
  }
  throw new Error(
    `The upgrade test builds Paydown at commit ${commit}, which this clone does not hold.\n` +
      `Tried:\n  ${tried.join('\n  ')}\n` +
      `Fetch the full history (git fetch --unshallow) or that commit, then run the test again.`,
  );
}

/**
 * Installs exactly what the old commit's package-lock.json says. A plain `npm ci` of 1,600
 * packages takes five minutes or more on a busy machine; versions a few commits apart share
 * nearly all of them, so the project's own node_modules is copied first as hard links (seconds,
 * no disk space) and `npm install` then adds, removes or changes only the packages whose locked
 * version differs. npm never writes into an installed package's files, it replaces whole
 * folders, so the links leave the project's node_modules as it was. The one file npm rewrites
 * where it is, its record of the installed tree (node_modules/.package-lock.json), is unlinked
 * from the copy first, so npm writes a file of the copy's own (and reads the tree as it is).
 * Where hard links cannot be made (another file system, no GNU cp), it falls back to `npm ci`.
 */
async function installDependencies(hash: string, dir: string): Promise<void> {
  const what = `Installing the dependencies of commit ${hash}`;
  const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund'];
  const ownModules = resolve('node_modules');
  if (existsSync(ownModules) && (await run('cp', ['-al', ownModules, join(dir, 'node_modules')], process.cwd())).code === 0) {
    rmSync(join(dir, 'node_modules', '.package-lock.json'), { force: true });
    await mustRun(what, 'npm', ['install', ...npmFlags], dir);
    return;
  }
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  await mustRun(what, 'npm', ['ci', ...npmFlags], dir);
}

/**
 * Paydown as it was at `commit`, built with that commit's own dependencies (its package-lock.json) and `npm run build`, in
 * .tmp/old-builds/<hash>. A folder that finished before is reused as it is; one left half-made
 * (a run stopped midway) is made again from scratch.
 */
export async function oldBuild(commit: string): Promise<OldBuild> {
  const hash = await findCommit(commit);
  const dir = join(OLD_BUILDS_DIR, hash);
  const clientDir = join(dir, 'dist');
  const readyMark = join(dir, '.old-build-ready');
  if (existsSync(readyMark) && existsSync(join(clientDir, 'index.html'))) {
    return { commit: hash, dir, clientDir, preparedInSeconds: 0 };
  }
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // git archive, not a worktree: nothing is registered in the repository, and the folder can be
  // deleted like any other cache.
  const archive = `${dir}.tar`;
  // From the top of the work tree: git archive refuses to run in an untracked folder.
  const top = (await mustRun('Finding the repository', 'git', ['rev-parse', '--show-toplevel'], process.cwd())).trim();
  await mustRun(`Extracting commit ${hash}`, 'git', ['archive', '--format=tar', `--output=${archive}`, hash], top);
  await mustRun(`Extracting commit ${hash}`, 'tar', ['-xf', archive, '-C', dir], process.cwd());
  rmSync(archive, { force: true });
  await installDependencies(hash, dir);
  // Its own build command, into its own dist/ (CLIENT_DIR is what the old vite.config reads too).
  // Versions that name their build in <meta name="paydown-build"> name this one after its commit.
  await mustRun(`Building commit ${hash}`, 'npm', ['run', 'build', '--silent'], dir, {
    CLIENT_DIR: clientDir,
    PAYDOWN_BUILD_ID: oldBuildId(hash),
  });
  const preparedInSeconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(readyMark, `${JSON.stringify({ commit: hash, preparedInSeconds })}\n`);
  return { commit: hash, dir, clientDir, preparedInSeconds };
}

