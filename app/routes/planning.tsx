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
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { WithPhoneLinks } from "~/features/guide/components/PhoneLinks.tsx";
import { planningPage } from "~/features/guide/guide.server.ts";
import { GUIDE_LAST_CHECKED_TEXT, PLANNING_BUDGET_NOTE, PLANNING_PAGE_TEXT } from "~/features/guide/texts.ts";
import { localeOf } from "~/lib/locale.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Route } from "./+types/planning";

export function loader({ request }: Route.LoaderArgs) {
  return planningPage(localeOf(request));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const t = PLANNING_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return seo(site, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: "/planning",
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.planning, "/planning"],
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
  const locale = useLocale();
  const t = PLANNING_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  const note = PLANNING_BUDGET_NOTE[locale];
  const checked = GUIDE_LAST_CHECKED_TEXT[locale];
  const costs = [
    [t.domesticFlights, figures.flights],
    [t.ferries, figures.ferries],
    [t.budgetRooms, figures.budgetRooms],
    [t.midRangeRooms, figures.midrangeRooms],
    [t.streetFood, figures.streetFood],
    [t.restaurantMeals, figures.restaurants],
  ] as const;
  return (
    <>
      <PageHeader
        title={t.planningEssentials}
        subtitle={t.whatToSortOut}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.planning }]}
      />
      <Container className="space-y-16 py-12">
        <section aria-labelledby="at-a-glance-heading">
          <SectionHeading id="at-a-glance-heading">{t.atAGlance}</SectionHeading>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:col-span-2 lg:col-span-1">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Stamp aria-hidden="true" className="size-5 text-teal-700" />
                {t.visaOnArrival}
              </dt>
              <dd className="mt-2">
                <span className="block text-2xl font-bold text-ocean-900">
                  {figures.visaOnArrival.days}
                  {t.days}
                  {figures.visaOnArrival.fee}
                </span>
                <span className="mt-1 block text-sm leading-6 text-slate-700">{figures.visaOnArrival.note}</span>
              </dd>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <CalendarDays aria-hidden="true" className="size-5 text-teal-700" />
                {t.bestTimeToVisit}
              </dt>
              <dd className="mt-2 text-lg leading-7 font-semibold text-ocean-900">{figures.bestTime}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Coins aria-hidden="true" className="size-5 text-teal-700" />
                {t.currency}
              </dt>
              <dd className="mt-2 text-lg leading-7 font-semibold text-ocean-900">{figures.currency}</dd>
            </div>
          </dl>
          <LastChecked date={lastChecked} {...checked.planning} className="mt-3" />
        </section>

        <section aria-labelledby="essentials-heading">
          <SectionHeading id="essentials-heading">{t.essentials}</SectionHeading>
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
                {note.before}{" "}
                <Link to="/transport" className="font-semibold text-ocean-700 underline underline-offset-2">
                  {note.link}
                </Link>
                .
              </>
            }
          >
            {t.budgetGuide}
          </SectionHeading>
          <div className="overflow-x-auto rounded-2xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-left">
              <caption className="sr-only">{t.typicalCostsInSulawesi}</caption>
              <thead className="bg-sand-100 text-sm text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.item}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.typicalCost}
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
          <LastChecked date={lastChecked} {...checked.planning} className="mt-3" />
        </section>

        <section aria-labelledby="tips-heading">
          <SectionHeading id="tips-heading">{t.travelTips}</SectionHeading>
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
          <SectionHeading id="phrases-heading" sub={t.aFewWordsOf}>
            {t.usefulPhrases}
          </SectionHeading>
          <div className="overflow-x-auto rounded-2xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-left">
              <caption className="sr-only">{t.indonesianPhrasesAndTheir}</caption>
              <thead className="bg-ocean-50 text-sm text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.indonesian}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.meaning}
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
