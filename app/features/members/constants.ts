/**
 * Member profiles (/members/{id}, ADR 0023): paging (the page's texts: texts.ts). Shared by the
 * server and the page; no zod.
 */

/** Posts and comments per page of a profile. */
export const PROFILE_PAGE_SIZE = 10;
/** The highest ?posts= / ?comments= page number read (deeper pages are the last one asked for). */
export const PROFILE_MAX_PAGE = 1000;
/** Characters of a comment shown on a profile (the whole comment is on its post's page). */
export const PROFILE_COMMENT_EXCERPT = 300;

/** Reads ?posts= or ?comments= (1-based page numbers; anything else is page 1). */
export function profilePage(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 ? Math.min(page, PROFILE_MAX_PAGE) : 1;
}
