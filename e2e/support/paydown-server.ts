import { spawn } from 'node:child_process';
import { E2E_ENV } from './e2e-env';

async function answers(port: string): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export interface PaydownServer {
  url: string;
  /** Ctrl-C, as a person would; resolves when every process is gone. */
  stop(): Promise<void>;
}

/**
 * Starts the server the way `npm start` does after its build step (the client is already built
 * by the suite's web server), for tests that need to stop and start it themselves. `cwd` runs
 * another copy of Paydown instead (an older version, e2e/support/old-build.ts): its own server
 * code and its own node_modules.
 */
export async function startPaydown(env: Record<string, string>, { cwd }: { cwd?: string } = {}): Promise<PaydownServer> {
  // node --import tsx (not the tsx CLI wrapper): SIGINT reaches our process directly, and its exit
  // means the emulator has exported its accounts and stopped.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    cwd,
    // The suite's own build (CLIENT_DIR) unless the test names another.
    env: { ...process.env, CLIENT_DIR: E2E_ENV.CLIENT_DIR ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Paydown is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const ownsEmulator = env.AUTH_EMULATOR_START !== 'false';
  const ports = [env.PORT, ownsEmulator ? env.AUTH_EMULATOR_PORT : undefined].filter((port): port is string => port !== undefined);
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      });
      // A clean stop frees its ports; a restart right after must not find them taken.
      for (const port of ports) {
        const deadline = Date.now() + 20_000;
        while (await answers(port)) {
          if (Date.now() > deadline) throw new Error(`port ${port} still answers after the server stopped`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
  };
}
