import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../fastify.config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildApp } from './app';

describe('app basics (inject)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get('/api/test-explodes', async () => {
      throw new Error('database password is hunter2');
    });
  });
  afterAll(async () => t.close());

  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The account menu's avatar comes from the avatar service, and only images may come from there.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/gravatar\.com[ ;]/);
    expect(csp.match(/gravatar/g)?.length).toBe(2);
    expect(csp).toMatch(/img-src [^;]* https:[ ;]/); // the profile photo is any https URL
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nope');
  });

  it('never leaks internals in a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts/);
    expect(response.json().message).toMatch(/Something went wrong/);
  });

  it('rate-limits the session endpoint', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: { idToken: 'x' }, remoteAddress: '10.9.9.9' });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('real listen', () => {
  const dataDir = (() => {
    mkdirSync('.tmp', { recursive: true });
    return mkdtempSync(join('.tmp', 'listen-test-'));
  })();
  const clientRoot = join(dataDir, 'client');
  const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(clientRoot, 'assets'), { recursive: true });
    writeFileSync(join(clientRoot, 'index.html'), `<!doctype html><title>Paydown</title><script>${THEME_SCRIPT}</script><div id="root"></div>`);
    writeFileSync(join(clientRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build's precompressed copy (scripts/vite-precompress.ts).
    writeFileSync(join(clientRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_EMULATOR_PORT: String(inject('authEmulatorPort')) });
    app = await buildApp(config, { clientRoot });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the health endpoint over HTTP', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it("allows the shell's inline theme script by its hash, and no other inline script", async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('serves index.html for deep links so the client router can take over', async () => {
    for (const path of ['/', '/debts', '/no-such-page']) {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and 404s missing files', async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${base}/assets/missing-1.js`);
    expect(missing.status).toBe(404);
  });

  it('sends the precompressed copy to browsers that accept it, the plain file to others', async () => {
    const compressed = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toContain('javascript');
    expect(compressed.headers.get('cache-control')).toContain('immutable');
    expect(compressed.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(await compressed.text()).toBe('console.log(1)');
    const plain = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('proxies the Auth emulator on its own origin', async () => {
    const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `proxy-${Date.now()}@example.com`, password: 'secret-password', returnSecureToken: true }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('idToken');
  });
});
