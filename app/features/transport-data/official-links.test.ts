import { describe, expect, it } from "vitest";
import { officialLinkParts } from "./format.ts";

describe("operators' official addresses become links (issue 19 point 7)", () => {
  it("links the addresses the facts sheet gives, in place", () => {
    expect(officialLinkParts("Tickets on Ferizy (trip.ferizy.com).")).toEqual([
      { text: "Tickets on Ferizy (" },
      { text: "trip.ferizy.com", href: "https://trip.ferizy.com/" },
      { text: ")." },
    ]);
    expect(officialLinkParts("Schedules on Instagram @asdp.luwuk; fares on asdp.id or at the port counter")).toEqual([
      { text: "Schedules on Instagram " },
      { text: "@asdp.luwuk", href: "https://www.instagram.com/asdp.luwuk/" },
      { text: "; fares on " },
      { text: "asdp.id", href: "https://asdp.id/" },
      { text: " or at the port counter" },
    ]);
    expect(officialLinkParts("DAMRI announces routes on Instagram @damriindonesia.")[1]).toEqual({
      text: "@damriindonesia",
      href: "https://www.instagram.com/damriindonesia/",
    });
  });

  it("leaves everything else as text, and never links part of another address", () => {
    for (const text of ["Tickets at the port", "see notasdp.id", "www.asdp.id.example", "asdp.idx", "x@asdp.id"]) {
      expect(officialLinkParts(text), text).toEqual([{ text }]);
    }
    expect(officialLinkParts("")).toEqual([]);
  });
});
