import { formatNumber } from "./format.ts";

/**
 * The spec's "N+" figures ("25+ Destinations"), filled only with what the data holds (issue 19):
 * the count rounded down so the claim stays true as it grows, or no claim at all. A count too small
 * to boast about (issue 28: "2+ members", "1+ posts per month") is left out, and a count below the
 * first rounding step is shown exactly, without "+".
 */

/** Below this, no figure: the pages leave the claim out rather than boast with "2+". */
export const SMALLEST_CLAIM = 10;

/** Where rounding steps up: below 20 the exact count, then to 5s, 10s, 50s, 100s, 500s, 1000s. */
const STEPS: readonly [below: number, step: number][] = [
  [20, 1],
  [100, 5],
  [500, 10],
  [1_000, 50],
  [5_000, 100],
  [10_000, 500],
];

/**
 * "93" -> "90+", "25" -> "25+", "1,234" -> "1,200+", "12" -> "12" (exact below 20); null for a count
 * below SMALLEST_CLAIM (or not a count): no claim.
 */
export function atLeast(count: number): string | null {
  if (!Number.isFinite(count) || count < SMALLEST_CLAIM) return null;
  const whole = Math.floor(count);
  const step = STEPS.find(([below]) => whole < below)?.[1] ?? 1_000;
  if (step === 1) return String(whole);
  const rounded = Math.floor(whole / step) * step;
  return `${formatNumber("en", rounded)}+`;
}
