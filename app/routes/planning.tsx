import {
  Banknote,
  CalendarDays,
  CheckCircle2,
  CloudSun,
  Coins,
  HeartPulse,
  Lightbulb,
  type LucideIcon,
  ShieldCheck,
  Stamp,
  Wallet,
  Wifi,
} from "lucide-react";
import { Link } from "react-router";
import { CRUMB_TEXT } from "~/components/texts.ts";
import { Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { WithPhoneLinks } from "~/features/guide/components/PhoneLinks.tsx";
import { GUIDE_LAST_CHECKED_TEXT, PLANNING_BUDGET_NOTE } from "~/features/guide/constants.ts";
import { planningPage } from "~/features/guide/guide.server.ts";
import { PLANNING_PAGE_TEXT } from "~/features/guide/texts.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/planning";

export function loader() {
  return planningPage();
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: PLANNING_PAGE_TEXT.metaTitle,
    description: PLANNING_PAGE_TEXT.metaDescription,
    path: "/planning",
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [CRUMB_TEXT.planning, "/planning"],
      ]),
    ],
  });
};

const essentialIcons: Record<string, LucideIcon> = {
  visas: Stamp,
  safety: ShieldCheck,
  internet: Wifi,
  costs: Wallet,
  money: Banknote,
  health: HeartPulse,
  weather: CloudSun,
};

export default function Planning({ loaderData }: Route.ComponentProps) {
  const { essentials, figures, tips, phrases, lastChecked, phoneNumbers } = loaderData;
  const costs = [
    [PLANNING_PAGE_TEXT.domesticFlights, figures.flights],
    [PLANNING_PAGE_TEXT.ferries, figures.ferries],
    [PLANNING_PAGE_TEXT.budgetRooms, figures.budgetRooms],
    [PLANNING_PAGE_TEXT.midRangeRooms, figures.midrangeRooms],
    [PLANNING_PAGE_TEXT.streetFood, figures.streetFood],
    [PLANNING_PAGE_TEXT.restaurantMeals, figures.restaurants],
  ] as const;
  return (
    <>
      <PageHeader
        title={PLANNING_PAGE_TEXT.planningEssentials}
        subtitle={PLANNING_PAGE_TEXT.whatToSortOut}
        trail={[{ label: CRUMB_TEXT.home, to: "/" }, { label: CRUMB_TEXT.planning }]}
      />
      <Container className="space-y-16 py-12">
        <section aria-labelledby="at-a-glance-heading">
          <SectionHeading id="at-a-glance-heading">{PLANNING_PAGE_TEXT.atAGlance}</SectionHeading>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:col-span-2 lg:col-span-1">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Stamp aria-hidden="true" className="size-5 text-teal-700" />
                {PLANNING_PAGE_TEXT.visaOnArrival}
              </dt>
              <dd className="mt-2">
                <span className="block text-2xl font-bold text-ocean-900">
                  {figures.visaOnArrival.days}
                  {PLANNING_PAGE_TEXT.days}
                  {figures.visaOnArrival.fee}
                </span>
                <span className="mt-1 block text-sm leading-6 text-slate-700">{figures.visaOnArrival.note}</span>
              </dd>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <CalendarDays aria-hidden="true" className="size-5 text-teal-700" />
                {PLANNING_PAGE_TEXT.bestTimeToVisit}
              </dt>
              <dd className="mt-2 text-lg leading-7 font-semibold text-ocean-900">{figures.bestTime}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Coins aria-hidden="true" className="size-5 text-teal-700" />
                {PLANNING_PAGE_TEXT.currency}
              </dt>
              <dd className="mt-2 text-lg leading-7 font-semibold text-ocean-900">{figures.currency}</dd>
            </div>
          </dl>
          <LastChecked date={lastChecked} {...GUIDE_LAST_CHECKED_TEXT.planning} className="mt-3" />
        </section>

        <section aria-labelledby="essentials-heading">
          <SectionHeading id="essentials-heading">{PLANNING_PAGE_TEXT.essentials}</SectionHeading>
          <div className="grid gap-6 md:grid-cols-2">
            {essentials.map((e) => {
              const Icon = essentialIcons[e.id] ?? CheckCircle2;
              return (
                <article key={e.id} id={e.id} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6">
                  <h3 className="flex items-center gap-2 text-xl font-bold text-ocean-900">
                    <Icon aria-hidden="true" className="size-6 text-teal-700" />
                    {e.title}
                  </h3>
                  <ul className="mt-4 space-y-3">
                    {e.points.map((p) => (
                      <li key={p} className="flex items-start gap-2 leading-7 text-slate-700">
                        <CheckCircle2 aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-teal-700" />
                        <span>
                          <WithPhoneLinks text={p} numbers={phoneNumbers} />
                        </span>
                      </li>
                    ))}
                  </ul>
                </article>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="budget-heading">
          <SectionHeading
            id="budget-heading"
            sub={
              <>
                {PLANNING_BUDGET_NOTE.before}{" "}
                <Link to="/transport" className="font-semibold text-ocean-700 underline underline-offset-2">
                  {PLANNING_BUDGET_NOTE.link}
                </Link>
                .
              </>
            }
          >
            {PLANNING_PAGE_TEXT.budgetGuide}
          </SectionHeading>
          <div className="overflow-x-auto rounded-2xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-left">
              <caption className="sr-only">{PLANNING_PAGE_TEXT.typicalCostsInSulawesi}</caption>
              <thead className="bg-sand-100 text-sm text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {PLANNING_PAGE_TEXT.item}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {PLANNING_PAGE_TEXT.typicalCost}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {costs.map(([item, cost]) => (
                  <tr key={item}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {item}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{cost}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LastChecked date={lastChecked} {...GUIDE_LAST_CHECKED_TEXT.planning} className="mt-3" />
        </section>

        <section aria-labelledby="tips-heading">
          <SectionHeading id="tips-heading">{PLANNING_PAGE_TEXT.travelTips}</SectionHeading>
          <ul className="grid gap-3 md:grid-cols-2">
            {tips.map((t) => (
              <li
                key={t}
                className="flex items-start gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4 text-slate-800"
              >
                <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-700" />
                {t}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="phrases-heading">
          <SectionHeading id="phrases-heading" sub={PLANNING_PAGE_TEXT.aFewWordsOf}>
            {PLANNING_PAGE_TEXT.usefulPhrases}
          </SectionHeading>
          <div className="overflow-x-auto rounded-2xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-left">
              <caption className="sr-only">{PLANNING_PAGE_TEXT.indonesianPhrasesAndTheir}</caption>
              <thead className="bg-ocean-50 text-sm text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {PLANNING_PAGE_TEXT.indonesian}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {PLANNING_PAGE_TEXT.meaning}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {phrases.map((p) => (
                  <tr key={p.phrase}>
                    <th scope="row" lang="id" className="px-4 py-3 font-semibold text-ocean-900">
                      {p.phrase}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{p.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </Container>
    </>
  );
}
