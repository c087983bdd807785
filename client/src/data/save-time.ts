/**
 * The `updatedAt` of a save where the latest one counts (the current strategy, the saved plan):
 * `now` (this device's clock), but never earlier than 1 ms after any such time it already holds. A hybrid
 * logical clock (docs/sync.md, "Clocks"): a save made after seeing another device's save counts
 * as the later one, whatever either clock said. Without it, a device whose clock ran a day ahead
 * kept its strategy current for that day however late another device saved its own.
 */
export function saveTimeAfter(now: string, seen: Iterable<{ updatedAt: string }>): string {
  let latest = Date.parse(now);
  for (const { updatedAt } of seen) {
    const at = Date.parse(updatedAt);
    if (at >= latest) latest = at + 1;
  }
  return latest === Date.parse(now) ? now : new Date(latest).toISOString();
}
