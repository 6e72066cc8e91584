/**
 * Every module that keeps process-wide state built from the environment or the database (the
 * configuration, the page cache, the merged transport data, counts kept for a minute...) registers
 * how to forget it, once, next to the state itself (ADR 0034). Production code only registers; the
 * tests call `resetAllCaches()` when they switch database or environment, so a new cache cannot be
 * forgotten by a harness that lists resets by hand.
 *
 * Only modules that have been imported have registered, and only they can hold anything to forget.
 * Caches keyed by what they depend on (the mail transport, the toast cookie, the secret, the logger,
 * the media storage) and pure caches (rendered Markdown, date formatters) rebuild by themselves and
 * stay out.
 */

const resets = new Map<string, () => void>();

/** Registers (or replaces, on a module reload) the reset of the cache called `name`. */
export function registerCacheReset(name: string, reset: () => void): void {
  resets.set(name, reset);
}

/** Forgets every registered cache, in registration order (tests switching database or environment). */
export function resetAllCaches(): void {
  for (const reset of resets.values()) reset();
}

/** The names of the registered caches (to show what `resetAllCaches` covers). */
export function registeredCacheResets(): string[] {
  return [...resets.keys()];
}
