/**
 * Issue 27 point 5: the transport facts corrected in the site's prose against sections 8 and 9 of the
 * facts sheet (26 Nov 2026) must stay corrected. Every text of the guide content is split into clauses
 * and checked against one rule per corrected fact; each rule is also run on the wording it replaced,
 * so a rule that could never fail fails here. The record of the check: docs/fact-check-2026-11.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CONTENT = path.join(process.cwd(), "content");

/** The prose files of the fact-check; the route data (places.json, routes/) is checked by its own tests. */
const PROSE_FILES = [
  ...readdirSync(path.join(CONTENT, "destinations")).map((f) => `destinations/${f}`),
  ...readdirSync(path.join(CONTENT, "articles")).map((f) => `articles/${f}`),
  "experiences.json",
  "regions.json",
  "planning.json",
  "transport/hubs.json",
  "transport/guide.json",
];

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * A clause (a sentence, or the part of one between semicolons) and its context: the file's path and the
 * paragraph it is in, for the places a clause leaves to the sentence before ("Pelni ships call ...").
 */
type Clause = { file: string; text: string; context: string };

function clausesOf(file: string, text: string): Clause[] {
  return text.split(/\n\s*\n/).flatMap((paragraph) =>
    paragraph
      .split(/(?<=[.;!?:])\s+|\n+/)
      .map((clause) => ({ file, text: clause.trim(), context: `${file} ${paragraph}` }))
      .filter((c) => c.text !== ""),
  );
}

function clauses(): Clause[] {
  return PROSE_FILES.flatMap((file) => {
    const raw = readFileSync(path.join(CONTENT, file), "utf8");
    const texts = file.endsWith(".json") ? strings(JSON.parse(raw)) : [raw];
    return texts.flatMap((t) => clausesOf(file, t));
  });
}

/** Words that say a service stopped, is not confirmed, or is history rather than a current timetable. */
const NOT_RUNNING = /stop|ended|\bno\b|\bnot\b|suspend|closed|never|announced|restart|once|unconfirmed/i;

type Rule = {
  fact: string;
  /** Facts-sheet section that settles it. */
  section: string;
  /** True when the clause states the old, wrong fact (`context`: its file and paragraph). */
  breaks: (clause: string, context: string) => boolean;
  /** The wording the fact-check replaced, with its file: each must break the rule. */
  oldWording: [file: string, text: string][];
};

const RULES: Rule[] = [
  {
    fact: "no Wings Air Manado–Toraja flight is shown as running (it stopped on 18 Jul 2025)",
    section: "§8d, 8-conflicts 1, §9g",
    breaks: (c) =>
      /Manado/.test(c) && /Toraja/.test(c) && /flight|fl(y|ies|ew)|Wings|link|service/i.test(c) && !NOT_RUNNING.test(c),
    oldWording: [
      [
        "destinations/manado.json",
        "Direct flights connect Manado with Jakarta (around 3 h), Makassar (around 1 h 30 – 1 h 45) and Denpasar (around 2 h 20), and Wings Air added a twice-weekly link to Toraja in July 2025.",
      ],
      ["transport/hubs.json", "Wings Air flies Manado–Toraja on Mondays and Fridays."],
    ],
  },
  {
    fact: "no scheduled Makassar–Toraja flight is presented as current",
    section: "§8d, §9g",
    breaks: (c) => /Toraja/.test(c) && /(cuts the trip|flights? (run|operate)s?)/i.test(c) && !NOT_RUNNING.test(c),
    oldWording: [
      [
        "destinations/toraja-highlands.json",
        "Toraja Airport (TRT), opened in 2020, cuts the trip to about 50 minutes by ATR, but services come and go, so check the current schedule.",
      ],
    ],
  },
  {
    fact: "Pelni Makassar–Baubau takes about 14 h (Nov 2022), not 12 h",
    section: "§8c, 8-conflicts 6",
    breaks: (c, context) =>
      /Baubau/i.test(context) && /Pelni|ship/i.test(c) && !/Jetliner/.test(c) && /\b12\s?(h|hours)\b/.test(c),
    oldWording: [
      [
        "destinations/buton-baubau.json",
        "Pelni ships from Makassar call two or three times a week (about 12 hours, economy about Rp233k in January 2026), and fast boats from Kendari take about 5 hours via Raha.",
      ],
      [
        "destinations/wakatobi.json",
        "By sea: Pelni Makassar–Baubau (about 12 h, 2–3 ships a week, economy about Rp233k, Jan 2026), then Baubau–Wanci by wooden boat.",
      ],
    ],
  },
  {
    fact: "Pelni Baubau–Banggai takes about 17 h (Nov 2022), not 13 h",
    section: "§8c, 8-conflicts 6",
    breaks: (c) => /Baubau/.test(c) && /Banggai/.test(c) && /\b13\s?(h|hours)\b/.test(c),
    oldWording: [
      [
        "destinations/banggai-islands.json",
        "Pelni's long-distance ships have also called at Banggai (Baubau–Banggai about 13 h, 2011).",
      ],
    ],
  },
  {
    fact: "AirAsia Makassar–Kendari is once a day, not twice",
    section: "§8d [S33]",
    breaks: (c, context) =>
      /Kendari/i.test(context) && /AirAsia/.test(c) && /twice (a day|daily)|2×\/day/.test(c) && !/Palu/.test(c),
    oldWording: [
      [
        "destinations/kendari.json",
        "Flights to Makassar take 45–55 minutes, with AirAsia flying the route twice a day since 7 March 2026, and Lion has flown direct to Surabaya.",
      ],
    ],
  },
  {
    fact: "Kendari–Baubau fast-boat fares are not the ~2019 Rp185k/Rp280k",
    section: "§9c, 9-conflicts 4",
    breaks: (c) => /Rp185k|Rp280k/.test(c),
    oldWording: [
      [
        "destinations/kendari.json",
        "Fast boats to Baubau via Raha take about 5 hours, twice a day (Rp185k economy or Rp280k upper class, around 2019).",
      ],
    ],
  },
  {
    fact: "Kendari–Wanci by sea is the Jetliner at 18:00, about 12 h, not 17:00 or 13 h",
    section: "§8f, 8-conflicts 5",
    breaks: (c, context) =>
      /Kendari/.test(context) &&
      /Wanci|Wakatobi/i.test(context) &&
      /Kendari|Wanci|Jetliner/.test(c) &&
      /boat|Jetliner|sea/i.test(c) &&
      /\b13\s?(h|hours)\b|17:00/.test(c),
    oldWording: [
      [
        "destinations/wakatobi.json",
        "By sea, boats from Kendari take about 13 hours; from Baubau in 2013 a wooden boat took about 10 hours (Rp105k).",
      ],
      ["transport/guide.json", "Pelni's Jetliner sails Kendari–Wanci on Mon/Wed/Fri at 17:00."],
    ],
  },
  {
    fact: "the Palu–Ampana flights are not a Monday-and-Wednesday service",
    section: "§8d, 8-conflicts 4",
    breaks: (c) => /Ampana|Tanjung Api/.test(c) && /Mon(day)?s? (and|&) Wed/.test(c),
    oldWording: [
      [
        "destinations/ampana.json",
        "Tanjung Api Airport has a 1,850 m runway, and a 45-minute small-aircraft link to Palu on Mondays and Wednesdays was listed at one point.",
      ],
    ],
  },
  {
    fact: "Wings Air is not said to serve Ampana or Selayar now",
    section: "§8d, §3a",
    breaks: (c) => /Wings/.test(c) && /serves?\b/.test(c) && /Ampana|Selayar/.test(c) && !NOT_RUNNING.test(c),
    oldWording: [
      [
        "transport/guide.json",
        "Wings Air's ATR 72 turboprops serve most small airports, including Selayar, Baubau, Wakatobi and Ampana, and subsidised pioneer flights fill some gaps.",
      ],
    ],
  },
  {
    fact: "the Gorontalo–Pagimana ferry has no confirmed daily 20:00 timetable",
    section: "9-conflicts 1, §9d",
    breaks: (c) => /Pagimana/.test(c) && /20:00/.test(c),
    oldWording: [
      [
        "destinations/luwuk.json",
        "Overland via Gorontalo: ASDP ferry Gorontalo–Pagimana, daily at 20:00 with alternating directions (~2025; duration unconfirmed), then by road to Luwuk.",
      ],
    ],
  },
  {
    fact: "Bira–Pamatata tickets are on Ferizy since 2024, not only at the port",
    section: "9-conflicts 2, §9b",
    breaks: (c, context) =>
      (/Bira|Pamatata/.test(c) || (/Bira|Pamatata/.test(context) && !/Luwuk/.test(c))) &&
      /(sold|only) at the port/.test(c),
    oldWording: [
      [
        "destinations/tanjung-bira.json",
        "ASDP ferries to Pamatata on Selayar take about 2 h, with 2–3 sailings each way daily; tickets were sold at the port (2022).",
      ],
      ["transport/guide.json", "Some ASDP routes (Luwuk, Bira–Pamatata) are sold only at the port."],
    ],
  },
  {
    fact: "the Makassar–Palu flight time is known (about 1 h 10, Jun 2025)",
    section: "§8d [S22]",
    breaks: (c) => /could not confirm the flight time/.test(c),
    oldWording: [["articles/getting-from-makassar-to-the-togean-islands.md", "We could not confirm the flight time."]],
  },
  {
    fact: "Makassar–Rantepao buses run in a morning and a night wave",
    section: "§8a",
    breaks: (c) => /mostly (on )?night buses|Night buses run to Rantepao/.test(c),
    oldWording: [
      [
        "articles/getting-from-makassar-to-the-togean-islands.md",
        "- **Makassar → Rantepao:** 8–10 hours, mostly on night buses; fares were Rp125–170k by class in 2017.",
      ],
    ],
  },
  {
    fact: "Rp350k at Bunaken is a day tour with lunch, never a boat fare; the Rp25k of 2011 is not the newest fare",
    section: "§2b, §8e",
    breaks: (c) => (/Rp350k/.test(c) && !/tour/i.test(c)) || /last fare[^.]*Rp25k/i.test(c),
    oldWording: [
      [
        "articles/ultimate-diving-guide-bunaken.md",
        "The last fare we have on record is **Rp25k for foreigners (2011)**; a 2020 report described the same pattern.",
      ],
      ["destinations/bunaken.json", "A chartered speedboat to Bunaken costs Rp350k per person."],
    ],
  },
];

describe("transport facts in the guide's prose (facts sheet §8 and §9, checked 26 Nov 2026)", () => {
  const all = clauses();

  it("reads every prose file of the fact-check", () => {
    expect(PROSE_FILES.filter((f) => f.startsWith("destinations/")).length).toBeGreaterThanOrEqual(25);
    expect(all.length).toBeGreaterThan(1000);
  });

  for (const rule of RULES) {
    it(`${rule.fact} (${rule.section})`, () => {
      for (const [file, old] of rule.oldWording) {
        const caught = clausesOf(file, old).some((c) => rule.breaks(c.text, c.context));
        expect(caught, `rule misses the old wording: ${old}`).toBe(true);
      }
      const broken = all.filter((c) => rule.breaks(c.text, c.context)).map((c) => `${c.file}: ${c.text}`);
      expect(broken).toEqual([]);
    });
  }
});
