import { spawn } from 'node:child_process';

export interface PaydownServer {
  url: string;
  /** Ctrl-C, as a person would; resolves when every process is gone. */
  stop(): Promise<void>;
}

/**
 * Starts the server the way `npm start` does after its build step (the client is already built
 * by the suite's web server), for tests that need to stop and start it themselves.
 */
export async function startPaydown(env: Record<string, string>): Promise<PaydownServer> {
  const child = spawn('node_modules/.bin/tsx', ['server/src/start.ts'], {
    env: { ...process.env, ...env },
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
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
