import { createContext } from "react-router";
import type { Viewer } from "./viewer.ts";

/** The CSP nonce of the current request ("" while prerendering). */
export const nonceContext = createContext<string>("");

/**
 * The client's IP address as Express sees it (`req.ip`, which honours TRUST_PROXY); "unknown" while
 * prerendering and under `react-router dev`. Read it with `clientIp(context)` from
 * ~/lib/client-ip.server.ts.
 */
export const clientIpContext = createContext<string>("unknown");

export type RequestState = {
  /** Set by handleError (app/entry.server.tsx) when a loader or action failed to reach the database. */
  databaseUnavailable: boolean;
  /** Who the page was rendered for, once the root loader or /api/session looked; undefined: not looked up. */
  viewer?: Viewer | null;
};

/** Per-request state, created fresh by the root middleware for every request. */
export const requestStateContext = createContext<RequestState>();
