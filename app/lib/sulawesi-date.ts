/**
 * The calendar day in Sulawesi. The whole island keeps Central Indonesian Time (WITA, UTC+8) all
 * year, with no daylight saving, so a fixed offset is exact and needs no time-zone database. Used
 * where a date the site stores must not lie in the future ("last checked", a traveller's travel date).
 */
const WITA_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD' of `now` in Sulawesi. */
export function sulawesiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + WITA_OFFSET_MS).toISOString().slice(0, 10);
}
