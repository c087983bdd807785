/** The simulator's command-line flags (`npm run bench:years -- --seed=2 --years=1`). */
export interface YearsFlags {
  seed: number;
  years: number;
  /** Quarters (1-based) whose data a browser cold-starts on; empty: none. */
  browserQuarters: ReadonlySet<number>;
  /** The server's history folding: `off`, or `on` (HISTORY_HORIZON_DAYS = `horizonDays`). */
  history: 'off' | 'on';
  horizonDays: number;
}

const USAGE = `Options:
  --seed=N                     the simulated life (default 1): the same seed gives the same events
  --years=N                    how long (default 3, at most 10)
  --quarters-with-browser=L    which quarters a browser cold-starts on: "all", "none", "every-2"
                               (default: every other quarter and the last), or a list like 1,6,12
  --history=off|on             the server's history folding (default off)
  --horizon-days=N             its horizon with --history=on (default 30)`;

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  return value;
}

function quarterList(text: string, quarters: number): Set<number> {
  if (text === 'none') return new Set();
  const all = Array.from({ length: quarters }, (_, i) => i + 1);
  if (text === 'all') return new Set(all);
  const every = /^every-(\d+)$/.exec(text);
  if (every) {
    const step = integer('quarters-with-browser', every[1]!, 1, quarters);
    return new Set([...all.filter((q) => q % step === 0), quarters]);
  }
  return new Set(text.split(',').map((q) => integer('quarters-with-browser', q, 1, quarters)));
}

export function parseYearsFlags(argv: readonly string[]): YearsFlags {
  const args = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
    args.set(match[1]!, match[2] ?? 'true');
  }
  for (const key of args.keys()) {
    if (!['seed', 'years', 'quarters-with-browser', 'history', 'horizon-days'].includes(key)) throw new Error(`Unknown option --${key}\n${USAGE}`);
  }
  const years = integer('years', args.get('years') ?? '3', 1, 10);
  const history = args.get('history') ?? 'off';
  if (history !== 'off' && history !== 'on') throw new Error(`--history must be off or on\n${USAGE}`);
  return {
    seed: integer('seed', args.get('seed') ?? '1', 0, 2 ** 31),
    years,
    browserQuarters: quarterList(args.get('quarters-with-browser') ?? 'every-2', years * 4),
    history,
    horizonDays: integer('horizon-days', args.get('horizon-days') ?? '30', 1, 3650),
  };
}
