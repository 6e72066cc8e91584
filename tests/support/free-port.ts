import { createServer } from "node:net";

/**
 * A TCP port free on 127.0.0.1 right now, for a server a test or benchmark is about to start. Shared
 * by scripts/test-all.mjs, the fault suite and the benchmarks (plain Node runs it by type stripping).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
