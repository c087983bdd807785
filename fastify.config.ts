/**
 * Typed server configuration, read from the environment with embedded defaults so that
 * `npm start` needs no setup. Every value is validated at start-up: a bad value stops the
 * process with a message naming the variable, before anything listens.
 */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const DEV_COOKIE_SECRET = 'paydown-development-cookie-secret-change-me';

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback);

/** A per-account limit: a whole number of at least 1. */
const limit = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port(3000),
    DATA_DIR: z.string().min(1).default('data'),
    CLIENT_DIR: z.string().min(1).default('dist'),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:<file> or postgres://…')
      .optional(),
    FIREBASE_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id (lowercase letters, digits, dashes)')
      .default('demo-paydown'),
    FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    AUTH_EMULATOR: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
    AUTH_EMULATOR_PORT: port(9099),
    AUTH_EMULATOR_START: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
    COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_COOKIE_SECRET),
    SESSION_DAYS: z.coerce.number().int().min(1).max(14, 'must be at most 14 (Firebase limit)').default(5),
    SESSION_RECHECK_SECONDS: z.coerce.number().int().min(0).max(300, 'must be at most 300').default(30),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SYNC_RATE_LIMIT_PER_MINUTE: limit(1200),
    ERASE_RATE_LIMIT_PER_MINUTE: limit(10),
    SIGN_IN_RATE_LIMIT_PER_MINUTE: limit(30),
    STREAMS_PER_ACCOUNT: limit(20),
    HISTORY_HORIZON_DAYS: z.coerce.number().int().min(1).max(3650, 'must be at most 3650').default(30),
  })
  .superRefine((env, ctx) => {
    const emulator = env.AUTH_EMULATOR ?? (env.FIREBASE_PROJECT_ID.startsWith('demo-') ? 'on' : 'off');
    if (env.NODE_ENV === 'production' && emulator === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_EMULATOR'],
        message: 'must be off in production (the emulator accepts unsigned tokens)',
      });
    }
    if (env.NODE_ENV === 'production' && env.COOKIE_SECRET === DEV_COOKIE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['COOKIE_SECRET'], message: 'must be set in production' });
    }
  });

export interface PaydownConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** The built client (`npm run build` writes it, the server serves it). */
  clientDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** host:port of the Auth emulator, or null for a real Firebase project */
    emulatorHost: string | null;
    emulatorPort: number;
    /** Start the emulator with the server (false: several instances share one already running). */
    startEmulator: boolean;
  };
  cookieSecret: string;
  sessionDays: number;
  /** How long a verified session cookie is trusted before revocation is checked again (0: always). */
  sessionRecheckSeconds: number;
  trustProxy: boolean;
  /** Operations older than this many days may be folded into one (docs/sync.md, "Bounded history"). */
  historyHorizonDays: number;
  /** Per-account limits (each answered 429 with Retry-After when exceeded). */
  limits: {
    /** Pushes, and separately pulls, per minute. */
    syncPerMinute: number;
    /** Calls of POST /api/sync/erase-deleted per minute. */
    erasePerMinute: number;
    /** Calls of POST /api/users (sent after each sign-in) per minute. */
    signInsPerMinute: number;
    /** Sync streams open at once. */
    streamsPerAccount: number;
  };
}

/** Thrown for an invalid environment; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): PaydownConfig {
  // Empty strings mean "not set" so that `PORT= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid Paydown configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
  const emulatorOn = (env.AUTH_EMULATOR ?? (env.FIREBASE_PROJECT_ID.startsWith('demo-') ? 'on' : 'off')) === 'on';
  const url = env.DATABASE_URL;
  const database: PaydownConfig['database'] =
    url === undefined
      ? { kind: 'sqlite', file: resolve(dataDir, 'paydown.sqlite') }
      : url.startsWith('sqlite:')
        ? { kind: 'sqlite', file: resolve(dataDir, url.slice('sqlite:'.length)) }
        : { kind: 'postgres', url };
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    clientDir: isAbsolute(env.CLIENT_DIR) ? env.CLIENT_DIR : resolve(process.cwd(), env.CLIENT_DIR),
    database,
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: emulatorOn ? `127.0.0.1:${env.AUTH_EMULATOR_PORT}` : null,
      emulatorPort: env.AUTH_EMULATOR_PORT,
      startEmulator: env.AUTH_EMULATOR_START === 'true',
    },
    cookieSecret: env.COOKIE_SECRET,
    sessionDays: env.SESSION_DAYS,
    sessionRecheckSeconds: env.SESSION_RECHECK_SECONDS,
    trustProxy: env.TRUST_PROXY === 'true',
    historyHorizonDays: env.HISTORY_HORIZON_DAYS,
    limits: {
      syncPerMinute: env.SYNC_RATE_LIMIT_PER_MINUTE,
      erasePerMinute: env.ERASE_RATE_LIMIT_PER_MINUTE,
      signInsPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
      streamsPerAccount: env.STREAMS_PER_ACCOUNT,
    },
  };
}
