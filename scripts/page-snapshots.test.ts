import { describe, expect, it } from "vitest";
import { pagesIn } from "./page-snapshots.ts";

describe("page-snapshots: the pages of each edition", () => {
  const listed = ["/", "/id", "/planning", "/id/planning", "/search?q=visa", "/blog/rss.xml"];

  it("saves the English pages by default, as before the Indonesian edition", () => {
    expect(pagesIn(listed, "en")).toEqual(["/", "/blog/rss.xml", "/planning", "/search?q=visa"]);
  });

  it("saves the /id twins (query kept; files exist once) with --editions=id or both", () => {
    expect(pagesIn(listed, "id")).toEqual(["/blog/rss.xml", "/id", "/id/planning", "/id/search?q=visa"]);
    expect(pagesIn(["/planning"], "both")).toEqual(["/id/planning", "/planning"]);
  });
});
