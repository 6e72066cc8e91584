/**
 * The spec's "N+" figures ("25+ Destinations"), filled only with what the data holds (issue 19):
 * the count rounded down so the claim stays true as it grows, or no claim at all.
 */

/** Where rounding steps up: below 20 the exact count, then to 5s, 10s, 50s, 100s, 500s, 1000s. */
const STEPS: readonly [below: number, step: number][] = [
  [20, 1],
  [100, 5],
  [500, 10],
  [1_000, 50],
  [5_000, 100],
  [10_000, 500],
];

/** "93" -> "90+", "25" -> "25+", "1,234" -> "1,200+"; null for nothing to claim (0 or less, or not a count). */
export function atLeast(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  const step = STEPS.find(([below]) => whole < below)?.[1] ?? 1_000;
  const rounded = Math.floor(whole / step) * step;
  return `${rounded.toLocaleString("en-US")}+`;
}
