import { ArrowRight, Bus, Plane, Ship } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { useLocale } from "~/lib/use-locale.ts";
import { MODE_INTROS } from "../mode-texts.ts";
import { MODE_ORDER, modeLabels, type PageMode } from "../queries.ts";

export const MODE_ICONS = { flight: Plane, ferry: Ship, overland: Bus } as const;

/**
 * Info cards for Flights, Ferries and Buses, each linking to its mode page. The title is the link;
 * it stretches over the whole card so the card is one click target with a short accessible name.
 */
export function ModeCards({ exclude }: { exclude?: PageMode }) {
  const locale = useLocale();
  const intros = MODE_INTROS[locale];
  const labels = modeLabels(locale);
  return (
    <ul className={`grid gap-5 ${exclude ? "md:grid-cols-2" : "md:grid-cols-3"}`}>
      {MODE_ORDER.filter((m) => m !== exclude).map((mode) => {
        const intro = intros[mode];
        const Icon = MODE_ICONS[mode];
        return (
          <li
            key={mode}
            className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-teal-600 hover:shadow-md focus-within:ring-2 focus-within:ring-coral-600 print-avoid-break"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-teal-50 text-teal-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ocean-900">
              <Link
                to={`/transport/${labels[mode].slug}`}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {intro.cardTitle}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{intro.cardText}</p>
            <span
              aria-hidden="true"
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 group-hover:underline"
            >
              {labels[mode].page}
              <ArrowRight className="size-4" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
