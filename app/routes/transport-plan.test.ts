import { describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "~/features/planner/texts.ts";

const { loader, headers } = await import("./transport-plan.tsx");

type Loaded = { data: { outcome: { kind: string; message?: string } }; init: ResponseInit | null };
const load = (query: string) =>
  loader({ request: new Request(`http://localhost/transport/plan?${query}`) } as never) as unknown as Loaded;

describe("/transport/plan loader", () => {
  it("answers a plan with 200 and a public cache shared for a few seconds (route edits show at once, ADR 0018)", () => {
    const page = load("from=makassar&to=togean-islands");
    expect(page.init?.status).toBe(200);
    expect(page.data.outcome.kind).toBe("found");
    const sent = headers({ loaderHeaders: new Headers(page.init?.headers) } as never);
    expect(sent.get("Cache-Control")).toBe("public, max-age=0, s-maxage=5");
  });

  it.each([
    ["from=nowhere&to=wakatobi", PLAN_ERRORS.en.unknownFrom],
    ["from=wakatobi&to=wakatobi", PLAN_ERRORS.en.same],
    ["from=makassar&to=%00%FF%FE", PLAN_ERRORS.en.unknownTo],
    [`from=makassar&to=${"x".repeat(5000)}`, PLAN_ERRORS.en.tooLong],
  ])("answers bad input %s with 400 and a message, never a 500", (query, message) => {
    const page = load(query);
    expect(page.init?.status).toBe(400);
    expect(page.data.outcome).toEqual({ kind: "invalid", message });
  });
});
