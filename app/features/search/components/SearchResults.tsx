import { RouteBadges, RouteCheck } from "~/features/transport/components/RouteTable.tsx";
import type { SnippetPart } from "../highlight.ts";
import type { SearchResultView } from "../search.server.ts";

/** Text with the query's matches in <mark>: the parts are plain strings, rendered by React (escaped). */
export function Highlighted({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export function SearchResultList({ results }: { results: readonly SearchResultView[] }) {
  return (
    <ol className="space-y-6">
      {results.map((result) => (
        <li key={result.id}>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{result.kindLabel}</p>
          <h3 className="text-lg font-semibold">
            <a href={result.url} className="text-ocean-700 underline-offset-2 hover:underline">
              <Highlighted parts={result.title} />
              {/* A section is named with its page: "Getting There · Bunaken National Marine Park". */}
              {result.page ? <span className="font-normal">{` · ${result.page}`}</span> : null}
            </a>
          </h3>
          <p className="mt-1 text-slate-700">
            <Highlighted parts={result.snippet} />
          </p>
          {result.route ? (
            <div className="mt-1">
              <RouteBadges row={result.route} />
              <RouteCheck row={result.route} name={result.route.name} className="mt-1 text-sm" />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
