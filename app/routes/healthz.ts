/** Liveness and readiness for load balancers: 200 when the app can serve. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
