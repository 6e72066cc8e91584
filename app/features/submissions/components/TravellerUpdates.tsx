import { MessageSquareText } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { Badge } from "~/components/ui/index.tsx";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { TRAVELLER_UPDATES_TEXTS } from "../texts.ts";
import type { TravellerUpdate } from "../traveller-updates.ts";

/**
 * Approved transport updates from travellers, on a transport hub page. Plain server-rendered HTML
 * (the page is not hydrated); every value is text, never markup.
 */
export function TravellerUpdates({ updates, placeName }: { updates: TravellerUpdate[]; placeName: string }) {
  const T = TRAVELLER_UPDATES_TEXTS[useLocale()];
  return (
    <section aria-labelledby="traveller-updates" className="mt-10">
      <h2 id="traveller-updates" className="flex items-center gap-2 text-2xl font-bold text-ocean-900">
        <MessageSquareText aria-hidden="true" className="size-6 text-teal-700" />
        {T.heading}
      </h2>
      <p className="mt-2 text-slate-600">
        {T.introBefore}
        {placeName}
        {T.introAfter}{" "}
        <Link to="/submit-update" className="font-semibold text-ocean-700 underline underline-offset-2">
          {T.reportLink}
        </Link>
      </p>
      {updates.length === 0 ? (
        <p className="mt-4 rounded-xl bg-sand-50 p-4 text-slate-700">{T.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {updates.map((u) => (
            <UpdateItem key={u.id} update={u} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UpdateItem({ update: u }: { update: TravellerUpdate }) {
  const locale = useLocale();
  const T = TRAVELLER_UPDATES_TEXTS[locale];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone="ocean">{u.route}</Badge>
        <span>
          {T.published}
          <time dateTime={u.publishedOn}>{formatCalendarDay(locale, u.publishedOn)}</time>
        </span>
        {u.travelDate ? (
          <span>
            {T.travelled}
            <time dateTime={u.travelDate}>{formatCalendarDay(locale, u.travelDate)}</time>
          </span>
        ) : null}
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{u.changes}</p>
      {u.price || u.operator ? (
        <p className="mt-2 text-sm text-slate-600">
          {u.operator ? (
            <>
              {T.operator}
              {u.operator}
            </>
          ) : null}
          {u.price && u.operator ? " · " : null}
          {u.price ? (
            <>
              {T.price}
              {u.price}
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
