import Negotiator from "negotiator";

/**
 * Content-coding negotiation for answers we hold precompressed (the static files, the generated-page
 * store, the page cache), honouring q-values (`gzip, br;q=0` means no brotli; `identity;q=0` means
 * the uncompressed bytes are not acceptable), as RFC 9110 section 12.5.3 asks. The parsing is
 * `negotiator`'s (the library Express and compression use); among codings the client rates equally,
 * brotli goes first.
 */
export type Coding = "br" | "gzip" | "identity";

const PREFERRED: Coding[] = ["br", "gzip", "identity"];

/** Busy servers see a handful of distinct header values: remember the answers for them. */
const remembered = new Map<string, Coding | null>();
const REMEMBERED_MAX = 256;

/**
 * The coding to answer with, among `available` (identity is always possible unless refused);
 * null when the client accepts none of them.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly Coding[] = PREFERRED) {
  const header = acceptEncoding ?? "";
  const key = `${available.join(",")}|${header}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
  // negotiator 1.x takes a preference order for ties (its bundled type definitions predate it).
  const encodings = negotiator.encodings as (
    available: readonly string[],
    options: { preferred: string[] },
  ) => string[];
  const offered = available.includes("identity") ? available : [...available, "identity"];
  const chosen = (encodings.call(negotiator, offered, { preferred: PREFERRED })[0] as Coding | undefined) ?? null;
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(key, chosen);
  return chosen;
}

/**
 * The `Vary` value for an answer whose bytes depend on Accept-Encoding: the given value with
 * `Accept-Encoding` added, unless it already names it (or is `*`). Caches must keep the codings apart,
 * the uncompressed answer included.
 */
export function varyOnAcceptEncoding(vary: string | null | undefined): string {
  if (!vary) return "Accept-Encoding";
  const named = vary.split(",").some((token) => ["accept-encoding", "*"].includes(token.trim().toLowerCase()));
  return named ? vary : `${vary}, Accept-Encoding`;
}
