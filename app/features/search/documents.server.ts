import { articles, destinations, experiences, hubs, planningContent } from "~/features/content/content.server.ts";
import { routePagePath } from "~/features/transport/queries.ts";
import { allRoutes, placeById } from "~/features/transport-data/data.server.ts";
import { MODE_LABELS } from "~/features/transport-data/texts.ts";
import { PLANNING_KEYWORDS, SECTION_KEYWORDS, type SearchKind } from "./constants.ts";
import { PLANNING_PAGE_TITLE, SECTION_TITLES } from "./texts.ts";

/**
 * One page of the guide, or one section of a page (a heading of /planning, a destination's
 * "Getting There", an article's part), as the search index sees it. A section links to its anchor.
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

function destinationDocuments(): SearchDocument[] {
  return destinations.flatMap((d): SearchDocument[] => {
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
        title: SECTION_TITLES.gettingThere,
        page: d.name,
        url: `${url}#getting-there`,
        summary: join(fromMakassar ?? "", fromManado ?? "", localTransport),
        keywords: join(d.name, SECTION_KEYWORDS.gettingThere),
        body: join(fromMakassar ?? "", fromManado ?? "", localTransport),
      },
      {
        id: `destination:${d.slug}#where-to-stay`,
        kind: "destination",
        title: SECTION_TITLES.whereToStay,
        page: d.name,
        url: `${url}#where-to-stay`,
        summary: d.accommodation.map((a) => a.name).join(", "),
        keywords: join(d.name, SECTION_KEYWORDS.whereToStay),
        body: d.accommodation.map((a) => join(a.name, a.type, a.description)).join(" "),
      },
    ];
  });
}

/** Planning essentials, one document per section, each linking to its heading on /planning. */
function planningDocuments(): SearchDocument[] {
  const p = planningContent;
  const section = (id: string, title: string, body: string, keywords = ""): SearchDocument => ({
    id: `planning:${id}`,
    kind: "planning",
    title,
    page: PLANNING_PAGE_TITLE,
    url: `/planning#${id}`,
    summary: body,
    keywords,
    body,
  });
  const f = p.figures;
  return [
    ...p.essentials.map((e) => section(e.id, e.title, join(e.points), PLANNING_KEYWORDS[e.id] ?? "")),
    section(
      "budget-heading",
      SECTION_TITLES.budget,
      join(f.flights, f.ferries, f.budgetRooms, f.midrangeRooms, f.streetFood, f.restaurants),
      PLANNING_KEYWORDS.budget,
    ),
    section("tips-heading", SECTION_TITLES.tips, join(p.tips), PLANNING_KEYWORDS.tips),
    section(
      "phrases-heading",
      SECTION_TITLES.phrases,
      p.phrases.map((x) => `${x.phrase}: ${x.meaning}.`).join(" "),
      PLANNING_KEYWORDS.phrases,
    ),
  ];
}

/** Each article: its opening (title, excerpt, introduction), then one document per section heading. */
function articleDocuments(): SearchDocument[] {
  return articles.flatMap((a): SearchDocument[] => {
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

function hubDocuments(): SearchDocument[] {
  return hubs.map((h) => ({
    id: `hub:${h.id}`,
    kind: "hub",
    title: `${h.name} transport hub`,
    page: "",
    url: `/transport/${h.id}`,
    summary: h.summary,
    keywords: join(h.name, h.airport?.name, h.airport?.code, h.transportTypes),
    body: join(h.summary, h.description, h.port, h.highlights, h.gettingAround),
  }));
}

/** A place's names as travellers write them: "Makassar (Ujung Pandang)" finds either. */
function placeNames(id: string): string[] {
  const place = placeById(id);
  return place ? [place.name, place.localName ?? "", place.code ?? ""] : [id];
}

/** Routes still running; the planner and the mode pages say when one stopped. */
function routeDocuments(): SearchDocument[] {
  return allRoutes()
    .filter((r) => r.status.state === "active")
    .map((r) => {
      const [from = r.from] = placeNames(r.from);
      const [to = r.to] = placeNames(r.to);
      return {
        id: `route:${r.id}`,
        kind: "route",
        title: `${from} to ${to}`,
        page: "",
        url: routePagePath(r.id),
        summary: join(MODE_LABELS[r.mode], r.operators.length > 0 ? `· ${r.operators.join(", ")}` : ""),
        keywords: join(
          placeNames(r.from),
          placeNames(r.to),
          r.via.flatMap(placeNames),
          r.operators,
          MODE_LABELS[r.mode],
        ),
        body: join(r.notes ?? "", r.duration.note ?? ""),
      };
    });
}

function experienceDocuments(): SearchDocument[] {
  return experiences.map((e) => ({
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

/** Every guide page the search covers, built from the validated content. */
export function guideDocuments(): SearchDocument[] {
  return [
    ...destinationDocuments(),
    ...planningDocuments(),
    ...hubDocuments(),
    ...routeDocuments(),
    ...experienceDocuments(),
    ...articleDocuments(),
  ];
}
