import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './fastify.config';

describe('loadConfig', () => {
  it('has embedded defaults for npm start', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toMatchObject({ kind: 'sqlite' });
    expect(config.firebase.projectId).toBe('demo-paydown');
    expect(config.firebase.emulatorHost).toBe('127.0.0.1:9099');
    expect(config.limits).toEqual({ syncPerMinute: 1200, erasePerMinute: 10, signInsPerMinute: 30, streamsPerAccount: 20 });
  });

  it('reads the per-account limits', () => {
    const config = loadConfig({ SYNC_RATE_LIMIT_PER_MINUTE: '5000', ERASE_RATE_LIMIT_PER_MINUTE: '3', SIGN_IN_RATE_LIMIT_PER_MINUTE: '12', STREAMS_PER_ACCOUNT: '1000' });
    expect(config.limits).toEqual({ syncPerMinute: 5000, erasePerMinute: 3, signInsPerMinute: 12, streamsPerAccount: 1000 });
  });

  it('reads the history horizon in days: 30 by default, a whole number from 1', () => {
    expect(loadConfig({}).historyHorizonDays).toBe(30);
    expect(loadConfig({ HISTORY_HORIZON_DAYS: '90' }).historyHorizonDays).toBe(90);
    expect(() => loadConfig({ HISTORY_HORIZON_DAYS: '0' })).toThrow(/HISTORY_HORIZON_DAYS/);
  });

  it('reads PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/paydown' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@127.0.0.1/paydown',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: must be a number/],
    [{ PORT: '70000' }, /PORT: must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be sqlite:<file> or postgres/],
    [{ COOKIE_SECRET: 'short' }, /COOKIE_SECRET: must be at least 32 characters/],
    [{ AUTH_EMULATOR: 'maybe' }, /AUTH_EMULATOR: must be on or off/],
    [{ FIREBASE_PROJECT_ID: 'Bad Project' }, /FIREBASE_PROJECT_ID/],
    [{ NODE_ENV: 'production' }, /AUTH_EMULATOR: must be off in production/],
    [{ SYNC_RATE_LIMIT_PER_MINUTE: 'lots' }, /SYNC_RATE_LIMIT_PER_MINUTE: must be a number/],
    [{ ERASE_RATE_LIMIT_PER_MINUTE: '0' }, /ERASE_RATE_LIMIT_PER_MINUTE: must be at least 1/],
    [{ STREAMS_PER_ACCOUNT: '2.5' }, /STREAMS_PER_ACCOUNT: must be a whole number/],
    [{ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'paydown-prod' }, /COOKIE_SECRET: must be set in production/],
  ])('fails fast with a clear message for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('turns the emulator off for a real project', () => {
    const config = loadConfig({ FIREBASE_PROJECT_ID: 'paydown-prod', COOKIE_SECRET: 'x'.repeat(40), NODE_ENV: 'production' });
    expect(config.firebase.emulatorHost).toBeNull();
  });
});
