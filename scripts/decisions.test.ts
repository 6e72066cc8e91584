import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every ADR has a date and a status, and the index in docs/decisions/README.md lists each one with them.
const dir = path.join(import.meta.dirname, "..", "docs", "decisions");
const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(path.join(dir, "README.md"), "utf8");
const STATUS = /^- Status: (accepted(, amended by .+)?|superseded by .+)$/m;

describe("architecture decision records", () => {
  it("are numbered without gaps or repeats", () => {
    const numbers = records.map((name) => Number(name.slice(0, 4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it.each(records)("%s has a title, a date and a status, and is in the index with them", (name) => {
    const text = readFileSync(path.join(dir, name), "utf8");
    const title = text.split("\n")[0] ?? "";
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\. `));
    const date = text.match(/^- Date: (\d{4}-\d{2}-\d{2})$/m)?.[1];
    const status = text.match(STATUS)?.[1];
    expect(date, "a '- Date: YYYY-MM-DD' line").toBeDefined();
    expect(status, "a '- Status: ...' line").toBeDefined();
    expect(index).toContain(`| [${title.slice(2)}](${name}) | ${date} | ${status} |`);
  });
});
