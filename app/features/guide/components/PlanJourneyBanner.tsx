import { Route as RouteIcon, Users } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { buttonClass } from "~/components/ui/index.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import { PLAN_JOURNEY_BANNER_TEXT } from "../texts.ts";

/** Points from a guide to the practical next steps: transport and the community. */
export function PlanJourneyBanner({ headingId = "plan-journey-heading" }: { headingId?: string }) {
  const t = useTexts(PLAN_JOURNEY_BANNER_TEXT);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-gradient-to-br from-teal-700 to-ocean-800 px-6 py-10 text-white sm:px-10"
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t.planTheJourney}
          </h2>
          <p className="mt-3 max-w-2xl text-ocean-50">{t.everyDestinationHereHas}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/transport" className={buttonClass("light")}>
            <RouteIcon aria-hidden="true" className="size-4" />
            {t.transportHub}
          </Link>
          <Link to="/community" className={buttonClass("accent")}>
            <Users aria-hidden="true" className="size-4" />
            {t.joinFreeCommunity}
          </Link>
        </div>
      </div>
    </section>
  );
}
