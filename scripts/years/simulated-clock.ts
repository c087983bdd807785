/**
 * The simulation's clock: the day being lived, moved on by the simulator. Each reading is one
 * second later than the previous one, so writes made in one open keep their order.
 */
export interface SimulatedClock {
  now: () => Date;
  /** Sets the clock to `ms` (a moment of the simulated day). */
  set(ms: number): void;
  ms(): number;
}

export function simulatedClock(startMs: number): SimulatedClock {
  let current = startMs;
  return {
    now: () => {
      const at = new Date(current);
      current += 1000;
      return at;
    },
    set(ms) {
      current = ms;
    },
    ms: () => current,
  };
}

/**
 * Makes `Date.now` read the simulated clock until the returned function is called. RxDB's CRDT
 * plugin dates every operation with its own `now()` (Date.now), and the server's fold compares
 * those dates with its horizon: left on the real clock, three simulated years of operations would
 * all be minutes old and never fold. Every device and the in-process server of the simulation
 * share this one clock, so their dates stay consistent with each other, as real devices' roughly
 * synchronised clocks are. Install it before the devices open: RxDB's now() never goes back, so a
 * single real-clock reading would date every later operation in the real present.
 *
 * Between two moves of the simulated clock, Date.now runs on at the real pace (and never goes
 * back), so code measuring a duration by it (a timeout, a retry) still sees real durations.
 */
export function driveDateNow(clock: SimulatedClock): () => void {
  const real = Date.now;
  let seenMs = clock.ms();
  let seenAt = performance.now();
  let last = 0;
  Date.now = () => {
    const ms = clock.ms();
    if (ms !== seenMs) [seenMs, seenAt] = [ms, performance.now()];
    last = Math.max(last, Math.floor(ms + performance.now() - seenAt));
    return last;
  };
  return () => {
    Date.now = real;
  };
}
