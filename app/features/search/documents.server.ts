import { articles, destinations, experiences, hubs } from "~/features/guide/content.server.ts";
import { MODE_GROUP_OF, MODE_LABELS } from "~/features/transport-data/constants.ts";
import { allRoutes, placeById } from "~/features/transport-data/data.server.ts";
import type { SearchKind } from "./constants.ts";

/** One page of the guide as the search index sees it. */
export type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
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
  return destinations.map((d) => ({
    id: `destination:${d.slug}`,
    kind: "destination",
    title: d.name,
    url: `/destinations/${d.slug}`,
    summary: d.summary,
    keywords: join(d.province, d.activities, d.slug.replaceAll("-", " ")),
    body: join(d.summary, d.description, d.highlights, d.tips),
  }));
}

function articleDocuments(): SearchDocument[] {
  return articles.map((a) => ({
    id: `article:${a.slug}`,
    kind: "article",
    title: a.title,
    url: `/blog/${a.slug}`,
    summary: a.excerpt,
    keywords: join(a.category, a.tags, a.seo.keywords),
    body: join(a.excerpt, a.plainText),
  }));
}

function hubDocuments(): SearchDocument[] {
  return hubs.map((h) => ({
    id: `hub:${h.id}`,
    kind: "hub",
    title: `${h.name} transport hub`,
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
        url: `/transport/${MODE_GROUP_OF[r.mode]}`,
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
    ...hubDocuments(),
    ...routeDocuments(),
    ...experienceDocuments(),
    ...articleDocuments(),
  ];
}
