import { Rss } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { SectionHeading } from "~/components/ui/index.tsx";
import { ROUTE_CHECK_TEXT } from "~/features/transport-data/texts.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { FEED_TEXT, RECENT_TEXTS } from "../texts.ts";
import type { RecentChange } from "../views.ts";

/**
 * /transport's "Recently updated": the routes changed most recently, each with its date, the source
 * of the new facts and what changed, linking to the change on the route's history page. Before the
 * first change it says so.
 */
export function RecentlyUpdated({ changes, className = "" }: { changes: RecentChange[]; className?: string }) {
  const t = useTexts(RECENT_TEXTS);
  const check = useTexts(ROUTE_CHECK_TEXT);
  return (
    <section aria-labelledby="recently-updated" className={className} data-testid="recently-updated">
      <SectionHeading id="recently-updated" sub={t.sub}>
        {t.heading}
      </SectionHeading>
      {changes.length === 0 ? (
        <p className="text-slate-700">{t.none}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {changes.map((c) => (
            <li key={c.id} className="p-4 sm:px-5">
              <p className="font-semibold text-ocean-900">
                <Link to={c.href} className="underline-offset-2 hover:underline">
                  {c.title}
                </Link>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {c.kindText} <time dateTime={c.day}>{c.dateText}</time>
                {" · "}
                {check.source(c.source)}
                {c.fields ? <span className="block">{t.changed(c.fields)}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <a
          href={FEED_TEXT.path}
          className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 underline-offset-2 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t.feed}
        </a>
      </p>
    </section>
  );
}
