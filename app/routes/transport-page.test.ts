import { beforeEach, describe, expect, it, vi } from "vitest";
import { captureLogLines } from "~/lib/log.server.ts";

const approvedUpdatesForHub = vi.fn();
vi.mock("~/features/submissions/traveller-updates.server.ts", () => ({ approvedUpdatesForHub }));

const { loader } = await import("./transport-page.tsx");

const load = (id: string) =>
  loader({ params: { id }, request: new Request(`http://localhost/transport/${id}`) } as never) as Promise<{
    kind: string;
    updates?: unknown[];
  }>;

describe("/transport/{hub} loader", () => {
  beforeEach(() => {
    approvedUpdatesForHub.mockReset();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("shows the approved traveller updates", async () => {
    approvedUpdatesForHub.mockResolvedValue([{ id: 1 }]);
    expect((await load("makassar")).updates).toEqual([{ id: 1 }]);
  });

  it("renders the hub without updates while the database is unreachable", async () => {
    approvedUpdatesForHub.mockRejectedValue(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    const page = await load("manado");
    expect(page.kind).toBe("hub");
    expect(page.updates).toBeUndefined();
  });

  it("still fails on any other error (a bug is not an outage)", async () => {
    approvedUpdatesForHub.mockRejectedValue(new TypeError("undefined is not a function"));
    await expect(load("manado")).rejects.toThrow(TypeError);
  });

  it("answers 404 for an unknown hub and logs the path", async () => {
    const capture = captureLogLines();
    try {
      await expect(load("bali")).rejects.toMatchObject({ init: { status: 404 } });
    } finally {
      capture.stop();
    }
    expect(capture.lines.map((l) => JSON.parse(l) as { level: number; msg: string })).toContainEqual(
      expect.objectContaining({ level: 40, msg: "404 Not Found: /transport/bali" }),
    );
  });
});
