/**
 * "Build the client unless the build is current", for benchmarks that serve the built app (what
 * `npm start` does before it starts the server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Builds into `clientDir` when it has no build or one older than the client sources. `onChild`
 * receives the build process, so the caller can kill it on Ctrl-C.
 */
export async function ensureClientBuilt(clientDir: string, log: (line: string) => void, onChild: (child: ChildProcess) => void): Promise<void> {
  const index = join(clientDir, 'index.html');
  const sources = Math.max(newestMtime(resolve('client')), newestMtime(resolve('schemas')), statSync('vite.config.ts').mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  log(`${existsSync(index) ? `${clientDir} is older than the client sources` : `No build in ${clientDir}`}: building (vite build)…`);
  const child = spawn(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    // workbox-build leaves a temp folder per build: keep it in .tmp, as `npm test` does.
    env: { ...process.env, CLIENT_DIR: clientDir, TMPDIR: process.env.TMPDIR ?? resolve('.tmp') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  onChild(child);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}
