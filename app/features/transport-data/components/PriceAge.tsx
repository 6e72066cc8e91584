import { History } from "lucide-react";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import { PRICE_AGE_TEXTS, ROUTE_CHECK_TEXT } from "../texts.ts";
import type { PriceAge } from "../types.ts";

/** The visible "may be out of date" marker: words and an icon, not colour alone. */
export function StaleMark() {
  const t = useTexts(PRICE_AGE_TEXTS);
  return (
    <span className="ml-1 inline-flex items-center gap-0.5 rounded bg-amber-50 px-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 print:ring-0">
      <History aria-hidden="true" className="size-3 shrink-0" />
      {t.marker}
    </span>
  );
}

/** Explains the marker once per page, only when the page shows a marked price or route check. */
export function PriceAgeNote({ priceAge, className = "" }: { priceAge: PriceAge; className?: string }) {
  const locale = useLocale();
  if (!priceAge.anyStale && !priceAge.anyStaleRoute) return null;
  const date = formatCalendarDay(locale, priceAge.today);
  return (
    <p className={`flex items-start gap-1.5 text-sm text-slate-700 ${className}`} data-testid="price-age-note">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {priceAge.anyStale ? PRICE_AGE_TEXTS[locale].note(date) : null}
        {priceAge.anyStale && priceAge.anyStaleRoute ? " " : null}
        {priceAge.anyStaleRoute ? ROUTE_CHECK_TEXT[locale].staleNote(date) : null}
      </span>
    </p>
  );
}
