/**
 * Liveness: 200 as soon as the process serves requests, without touching the database or the disk,
 * so a check every second costs nothing and a database outage never gets a healthy app restarted.
 * Readiness (database and storage) is /readyz (ADR 0030).
 */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
