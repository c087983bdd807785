/**
 * `npm start` / `npm run dev`: the Auth emulator (when configured), then Fastify on 127.0.0.1
 * serving the built PWA and /api. With --dev, Vite's dev server (hot reload) runs in front and
 * proxies /api and the emulator paths to Fastify. Ctrl-C stops everything; the emulator exports
 * its accounts on the way out so they survive a restart.
 */
import { ConfigError, loadConfig, type PaydownConfig } from '../../fastify.config';
import { buildApp } from './app';
import { startAuthEmulator, type RunningAuthEmulator } from './dev/auth-emulator';

const dev = process.argv.includes('--dev');

function readConfig(): PaydownConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const stops: Array<() => Promise<unknown>> = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Paydown…');
    for (const stop of stops.reverse()) {
      await stop().catch((error: unknown) => console.error(error));
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    let emulator: RunningAuthEmulator | undefined;
    if (config.firebase.emulatorHost && config.firebase.startEmulator) {
      console.log(`Starting the Firebase Auth emulator on port ${config.firebase.emulatorPort}…`);
      emulator = await startAuthEmulator({
        projectId: config.firebase.projectId,
        port: config.firebase.emulatorPort,
        dataDir: config.dataDir,
        persist: true,
      });
      stops.push(() => emulator!.stop());
    }
    const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
    stops.push(() => app.close());
    await app.listen({ host: config.host, port: config.port });
    let url = `http://${config.host}:${config.port}`;
    if (dev) {
      const { createServer } = await import('vite');
      const vite = await createServer({ configFile: 'vite.config.ts' });
      stops.push(() => vite.close());
      await vite.listen();
      url = vite.resolvedUrls?.local[0] ?? url;
    }
    console.log(`\nPaydown is running at ${url}${emulator ? ` (accounts: Auth emulator, ${emulator.url})` : ''}`);
    console.log('Press Ctrl-C to stop.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

void main();
