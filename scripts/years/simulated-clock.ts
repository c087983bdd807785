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
