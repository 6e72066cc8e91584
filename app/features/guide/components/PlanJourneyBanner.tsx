import { Route as RouteIcon, Users } from "lucide-react";
import { ButtonLink } from "~/components/ui/index.tsx";

/** Points from a guide to the practical next steps: transport and the community. */
export function PlanJourneyBanner({ headingId = "plan-journey-heading" }: { headingId?: string }) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-gradient-to-br from-teal-700 to-ocean-800 px-6 py-10 text-white sm:px-10"
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            Plan the journey
          </h2>
          <p className="mt-3 max-w-2xl text-ocean-50">
            Every destination here has a full guide. To get there, check flights, ferries and overland routes in the
            Transport Hub, or ask travellers who have just made the trip in the community.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/transport" variant="light">
            <RouteIcon aria-hidden="true" className="size-4" />
            Transport Hub
          </ButtonLink>
          <ButtonLink to="/community" variant="accent">
            <Users aria-hidden="true" className="size-4" />
            Join Free Community
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
