import { LEG_FORMATS } from "~/features/planner/leg-format.ts";
import { routePagePath } from "~/features/transport/queries.ts";
import { allRoutes, placeById } from "~/features/transport-data/data.server.ts";
import { placeName } from "~/features/transport-data/format.ts";
import { dataTextIn } from "~/features/transport-data/notes.ts";
import type { Locale } from "~/lib/format.ts";
import { PLANNING_KEYWORDS, SECTION_KEYWORDS, type SearchKind } from "./constants.ts";
import { type SearchContent, searchContent } from "./content-in.server.ts";
import { INDEX_TEXTS } from "./texts.ts";

/**
 * One page of the guide, or one section of a page (a heading of /planning, a destination's
 * "Getting There", an article's part), as the search index sees it. A section links to its anchor
 * (a path of the English edition: the results put it in the page's edition).
 */
export type SearchDocument = {
  id: string;
  kind: SearchKind;
  /** The page's title, or the section's heading. */
  title: string;
  /** For a section: the title of the page it belongs to (weighed above the body); "" for a page. */
  page: string;
  url: string;
  /** Short text shown when the match is in the title only. */
  summary: string;
  /** Names, tags and other words that should rank above the body. */
  keywords: string;
  body: string;
};

const join = (...parts: (string | readonly string[] | undefined)[]) =>
  parts
    .flat()
    .filter((p): p is string => typeof p === "string" && p !== "")
    .join(" ");

/** What a builder of one edition's documents reads: that edition's content, texts and keywords. */
type Edition = {
  locale: Locale;
  content: SearchContent;
  t: (typeof INDEX_TEXTS)[Locale];
  sections: (typeof SECTION_KEYWORDS)[Locale];
  planning: Record<string, string>;
};

function destinationDocuments({ content, t, sections }: Edition): SearchDocument[] {
  return content.destinations.flatMap((d): SearchDocument[] => {
    const url = `/destinations/${d.slug}`;
    const keywords = join(d.province, d.activities, d.slug.replaceAll("-", " "));
    const { fromMakassar, fromManado, localTransport } = d.gettingThere;
    return [
      {
        id: `destination:${d.slug}`,
        kind: "destination",
        title: d.name,
        page: "",
        url,
        summary: d.summary,
        keywords,
        body: join(d.summary, d.description, d.highlights, d.tips),
      },
      {
        id: `destination:${d.slug}#getting-there`,
        kind: "destination",
        title: t.gettingThere,
        page: d.name,
        url: `${url}#getting-there`,
        summary: join(fromMakassar ?? "", fromManado ?? "", localTransport),
        keywords: join(d.name, sections.gettingThere),
        body: join(fromMakassar ?? "", fromManado ?? "", localTransport),
      },
      {
        id: `destination:${d.slug}#where-to-stay`,
        kind: "destination",
        title: t.whereToStay,
        page: d.name,
        url: `${url}#where-to-stay`,
        summary: d.accommodation.map((a) => a.name).join(", "),
        keywords: join(d.name, sections.whereToStay),
        body: d.accommodation.map((a) => join(a.name, a.type, a.description)).join(" "),
      },
    ];
  });
}

/** Planning essentials, one document per section, each linking to its heading on /planning. */
function planningDocuments({ content, t, planning }: Edition): SearchDocument[] {
  const p = content.planningContent;
  const section = (id: string, title: string, body: string, keywords = ""): SearchDocument => ({
    id: `planning:${id}`,
    kind: "planning",
    title,
    page: t.planningPage,
    url: `/planning#${id}`,
    summary: body,
    keywords,
    body,
  });
  const f = p.figures;
  return [
    ...p.essentials.map((e) => section(e.id, e.title, join(e.points), planning[e.id] ?? "")),
    section(
      "budget-heading",
      t.budget,
      join(f.flights, f.ferries, f.budgetRooms, f.midrangeRooms, f.streetFood, f.restaurants),
      planning.budget,
    ),
    section("tips-heading", t.tips, join(p.tips), planning.tips),
    section(
      "phrases-heading",
      t.phrases,
      p.phrases.map((x) => `${x.phrase}: ${x.meaning}.`).join(" "),
      planning.phrases,
    ),
  ];
}

/** Each article: its opening (title, excerpt, introduction), then one document per section heading. */
function articleDocuments({ content }: Edition): SearchDocument[] {
  return content.articles.flatMap((a): SearchDocument[] => {
    const url = `/blog/${a.slug}`;
    return [
      {
        id: `article:${a.slug}`,
        kind: "article",
        title: a.title,
        page: "",
        url,
        summary: a.excerpt,
        keywords: join(a.category, a.tags, a.seo.keywords),
        body: join(a.excerpt, a.intro),
      },
      ...a.sections.map(
        (s): SearchDocument => ({
          id: `article:${a.slug}#${s.id}`,
          kind: "article",
          title: s.title,
          page: a.title,
          url: `${url}#${s.id}`,
          summary: s.text,
          keywords: join(a.tags),
          body: s.text,
        }),
      ),
    ];
  });
}

function hubDocuments({ content, t }: Edition): SearchDocument[] {
  return content.hubs.map((h) => ({
    id: `hub:${h.id}`,
    kind: "hub",
    title: t.hubTitle(h.name),
    page: "",
    url: `/transport/${h.id}`,
    summary: h.summary,
    keywords: join(h.name, h.airport?.name, h.airport?.code, h.transportTypes),
    body: join(h.summary, h.description, h.port, h.highlights, h.gettingAround),
  }));
}

/**
 * A place's names as travellers write them: "Makassar (Ujung Pandang)" finds either. The first is
 * the edition's own (Indonesian: "Bandara Internasional Sultan Hasanuddin"); the English stays findable.
 */
function placeNames(id: string, locale: Locale): string[] {
  const place = placeById(id);
  if (!place) return [id];
  const own = placeName(place, locale);
  return [own, ...(own === place.name ? [] : [place.name]), place.localName ?? "", place.code ?? ""];
}

/** Routes still running; the planner and the mode pages say when one stopped. */
function routeDocuments({ locale, t }: Edition): SearchDocument[] {
  const mode = LEG_FORMATS[locale].mode;
  const names = (id: string) => placeNames(id, locale);
  return allRoutes()
    .filter((r) => r.status.state === "active")
    .map((r) => {
      const [from = r.from] = names(r.from);
      const [to = r.to] = names(r.to);
      return {
        id: `route:${r.id}`,
        kind: "route",
        title: t.routeTitle(from, to),
        page: "",
        url: routePagePath(r.id),
        summary: join(mode(r.mode), r.operators.length > 0 ? `· ${r.operators.join(", ")}` : ""),
        keywords: join(names(r.from), names(r.to), r.via.flatMap(names), r.operators, mode(r.mode)),
        body: join(
          r.notes ? dataTextIn(r.notes, r.notesId, locale) : "",
          r.duration.note ? dataTextIn(r.duration.note, r.duration.noteId, locale) : "",
        ),
      };
    });
}

function experienceDocuments({ content }: Edition): SearchDocument[] {
  return content.experiences.map((e) => ({
    id: `experience:${e.id}`,
    kind: "experience",
    title: e.title,
    page: "",
    url: e.hasPage ? `/experiences/${e.id}` : "/experiences",
    summary: e.summary,
    keywords: join(
      e.id,
      e.destinations.map((s) => s.replaceAll("-", " ")),
    ),
    body: join(e.summary, e.description, e.highlights, e.bestSeason),
  }));
}

/** Every guide page the search covers in one edition, built from its validated content. */
export function guideDocuments(locale: Locale = "en"): SearchDocument[] {
  const edition: Edition = {
    locale,
    content: searchContent(locale),
    t: INDEX_TEXTS[locale],
    sections: SECTION_KEYWORDS[locale],
    planning: PLANNING_KEYWORDS[locale],
  };
  return [
    ...destinationDocuments(edition),
    ...planningDocuments(edition),
    ...hubDocuments(edition),
    ...routeDocuments(edition),
    ...experienceDocuments(edition),
    ...articleDocuments(edition),
  ];
}
