import type { PaydownDatabase } from './paydown-database';

/** Where repository failures are reported (spec §8: local database errors are logged). */
export interface DataLogger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

/**
 * What every repository function works with: the database and the signed-in user's uid. Every
 * document read or written is scoped by this uid. `now` and `newId` are injectable so tests are
 * deterministic; the app leaves them out.
 */
export interface DataContext {
  readonly db: PaydownDatabase;
  readonly uid: string;
  readonly now?: () => Date;
  readonly newId?: () => string;
  readonly logger?: DataLogger;
}

export function nowIso(ctx: DataContext): string {
  return (ctx.now?.() ?? new Date()).toISOString();
}

export function newId(ctx: DataContext): string {
  return ctx.newId?.() ?? crypto.randomUUID();
}

export function loggerOf(ctx: Pick<DataContext, 'logger'>): DataLogger {
  return ctx.logger ?? console;
}
