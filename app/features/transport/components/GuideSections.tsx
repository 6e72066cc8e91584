import { CircleCheck, Languages, Mail, Phone, ShieldAlert, Square } from "lucide-react";
import type { ReactNode } from "react";
import { useTexts } from "~/lib/use-locale.ts";
import type { PriceText } from "../queries.ts";
import { BUDGET_TIER_TEXTS, GUIDE_SECTIONS_TEXT } from "../texts.ts";
import type { TransportGuideData } from "../transport.server.ts";
import { DataTable } from "./DataTable.tsx";
import { WithOfficialLinks } from "./OfficialLinks.tsx";
import { RouteCheck, StaleMark } from "./RouteTable.tsx";

/**
 * The sections of the printable Sulawesi Transport Guide. Plain server-rendered markup, laid out
 * for the screen and for A4 (cards and table rows avoid page breaks; major sections start a page).
 */

type Guide = TransportGuideData;

type SectionsText = (typeof GUIDE_SECTIONS_TEXT)["en"];

/** The guide's sections in order, each with the key of its title in GUIDE_SECTIONS_TEXT. */
export const GUIDE_SECTIONS = [
  { id: "summary", title: "executiveSummary" },
  { id: "regions", title: "regionalHubsAndRoutes" },
  { id: "transport-types", title: "transportTypeGuide" },
  { id: "budget", title: "budgetPlanning" },
  { id: "contacts", title: "localContactDirectory" },
  { id: "safety", title: "safetyChecklist" },
  { id: "emergency", title: "emergencyNumbers" },
  { id: "booking", title: "bookingPlatforms" },
] as const satisfies readonly { id: string; title: keyof SectionsText }[];
type SectionId = (typeof GUIDE_SECTIONS)[number]["id"];

const titleOf = (id: SectionId, t: SectionsText) => t[GUIDE_SECTIONS.find((s) => s.id === id)!.title];

export function GuideSection({
  id,
  breakBefore = false,
  keepTogether = false,
  intro,
  children,
}: {
  id: SectionId;
  /** Start a new page when printed. */
  breakBefore?: boolean;
  /** Keep the whole section on one printed page. */
  keepTogether?: boolean;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  const number = GUIDE_SECTIONS.findIndex((s) => s.id === id) + 1;
  return (
    <section
      aria-labelledby={id}
      className={`mt-14 first:mt-0 print:mt-8 ${breakBefore ? "print-break-before" : ""} ${keepTogether ? "print-avoid-break" : ""}`}
    >
      <h2
        id={id}
        className="border-b-2 border-teal-600 pb-2 text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl print:break-after-avoid"
      >
        <span className="mr-2 text-teal-700">{number}.</span>
        {titleOf(id, gt)}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-slate-700 print:break-after-avoid">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function GuideContents() {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  return (
    <nav
      aria-labelledby="guide-contents"
      className="rounded-2xl border border-slate-200 bg-sand-50 p-5 print-avoid-break"
    >
      <h2 id="guide-contents" className="text-base font-bold text-ocean-900">
        {gt.contents}
      </h2>
      <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {GUIDE_SECTIONS.map((s, i) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="flex gap-2 rounded-md px-2 py-1 text-ocean-800 hover:bg-sand-100 hover:underline"
            >
              <span className="font-semibold text-teal-700">{i + 1}.</span>
              {gt[s.title]}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ExecutiveSummary({ paragraphs }: { paragraphs: Guide["executiveSummary"] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-8 text-slate-700 print:text-base print:leading-7">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
    </div>
  );
}

export function RegionRoutes({ region }: { region: Guide["regions"][number] }) {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  const headingId = `region-${region.region}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <h3 id={headingId} className="text-xl font-semibold text-ocean-900 print:break-after-avoid">
        {region.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700 print:break-after-avoid">
        <span className="font-semibold">{gt.hub}</span> {region.hub}
      </p>
      <div className="guide-route-table mt-3">
        <DataTable
          id={`${headingId}-routes`}
          caption={gt.routesIn(region.regionName)}
          captionHidden
          columns={gt.columns}
          rows={region.routes.map((r) => ({
            key: r.destination,
            header: r.destination,
            cells: [
              r.transport.join(", "),
              <LegList key="duration" legs={r.legs} value={(l) => [l.duration]} />,
              <LegList key="price" legs={r.legs} value={(l) => l.fares} />,
              r.operators,
              <LegList key="frequency" legs={r.legs} value={(l) => [l.frequency]} status />,
            ],
            // Each route's own check, under the destination: "Last checked … · source: editor".
            headerExtra: (
              <>
                <span className="mt-1 block text-xs font-normal text-slate-600">{r.places.join("; ")}</span>
                {r.legs.map((l) => (
                  <RouteCheck
                    key={l.id}
                    row={l}
                    name={`${r.destination}${l.label ? `, ${l.label}` : ""}`}
                    prefix={r.legs.length > 1 ? l.label : null}
                    className="mt-1"
                  />
                ))}
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}

type Leg = Guide["regions"][number]["routes"][number]["legs"][number];

/** One cell of a guide row: each route's figures, named by its mode when the row has several. */
function LegList({
  legs,
  value,
  status = false,
}: {
  legs: Leg[];
  value: (leg: Leg) => (string | PriceText)[];
  status?: boolean;
}) {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  return (
    <ul className="space-y-1">
      {legs.map((l) => (
        <li key={l.id}>
          {l.label ? <span className="font-semibold text-slate-900">{l.label}: </span> : null}
          {status && l.discontinued ? <span className="font-semibold">{l.discontinued}. </span> : null}
          {value(l).map((v, i) => {
            const price = typeof v === "string" ? { text: v, stale: false } : v;
            // Several figures: one per line, so no separator is left dangling where a line wraps.
            return (
              <span key={price.text} className={i > 0 ? "block" : undefined}>
                {price.text}
                {price.stale ? <StaleMark /> : null}
              </span>
            );
          })}
          {status && l.closed ? <span>{`. ${l.closed}`}</span> : null}
          {status && l.unverified ? <span className="italic">{gt.unverified}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function TransportTypes({ types }: { types: Guide["transportTypes"] }) {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  return (
    <ul className="grid gap-5 md:grid-cols-2 print:grid-cols-2">
      {types.map((t) => (
        <li
          key={t.name}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print-avoid-break print:shadow-none"
        >
          <h3 className="text-lg font-semibold text-ocean-900">{t.name}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-700">{t.description}</p>
          <h4 className="mt-3 text-sm font-semibold text-slate-900">{gt.tips}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {t.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const tierAccent = {
  Backpacker: "border-teal-600",
  "Mid-range": "border-ocean-600",
  Luxury: "border-coral-600",
} as const;

export function BudgetTiers({ tiers }: { tiers: Guide["budgets"] }) {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  const tierNames = useTexts(BUDGET_TIER_TEXTS);
  return (
    <ul className="grid gap-5 md:grid-cols-3 print:grid-cols-3">
      {tiers.map((t) => (
        <li
          key={t.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print-avoid-break print:shadow-none"
        >
          <h3 className={`border-l-4 pl-3 text-lg font-semibold text-ocean-900 ${tierAccent[t.name]}`}>
            {tierNames[t.name]}
          </h3>
          <p className="mt-2 text-lg font-bold leading-snug text-slate-900 print:text-base">
            <span className="sr-only">{gt.perDay}</span>
            {t.perDay}
          </p>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{gt.accommodation}</dt>
              <dd className="text-slate-700">{t.accommodation}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{gt.transport}</dt>
              <dd className="text-slate-700">{t.transport}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{gt.food}</dt>
              <dd className="text-slate-700">{t.food}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function ContactDirectory({ contacts }: { contacts: Guide["contacts"] }) {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  return (
    <ul className="grid gap-5 md:grid-cols-2 print:grid-cols-2">
      {contacts.map((c) => {
        const details: [string, string | undefined][] = [
          [gt.speciality, c.speciality],
          [gt.vehicle, c.vehicle],
          [gt.rate, c.rate],
          [gt.schedule, c.schedule],
          [gt.capacity, c.capacity],
        ];
        return (
          <li
            key={c.name}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print-avoid-break print:shadow-none"
          >
            <h3 className="text-lg font-semibold text-ocean-900">{c.name}</h3>
            <p className="text-sm font-medium text-teal-700">
              <WithOfficialLinks text={c.service} />
            </p>
            <ul className="mt-3 space-y-1 text-sm">
              {c.phone ? (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-slate-600" />
                  <span className="sr-only">{gt.phone}</span>
                  <a
                    href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}
                    className="text-ocean-700 underline underline-offset-2"
                  >
                    {c.phone}
                  </a>
                </li>
              ) : null}
              {c.email ? (
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 text-slate-600" />
                  <span className="sr-only">{gt.email}</span>
                  <a href={`mailto:${c.email}`} className="break-all text-ocean-700 underline underline-offset-2">
                    {c.email}
                  </a>
                </li>
              ) : null}
              <li className="flex items-center gap-2 text-slate-700">
                <Languages aria-hidden="true" className="size-4 text-slate-600" />
                <span className="sr-only">{gt.languages}</span>
                {c.languages.join(", ")}
              </li>
            </ul>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {details
                .filter((d): d is [string, string] => Boolean(d[1]))
                .map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="font-semibold text-slate-900">{k}</dt>
                    <dd className="text-slate-700">
                      <WithOfficialLinks text={v} />
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export function SafetyChecklist({ items }: { items: Guide["safetyChecklist"] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 print:grid-cols-2">
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-slate-700 print-avoid-break"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 print:hidden" />
          <Square aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 print:block" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function EmergencyNumbers({ numbers }: { numbers: Guide["emergencyNumbers"] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print-avoid-break">
      {numbers.map((n) => (
        <li key={n.number} className="flex gap-4 rounded-2xl border-2 border-coral-600 bg-white p-4 print-avoid-break">
          <ShieldAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-coral-700 print:hidden" />
          <div>
            <p className="text-3xl font-extrabold tracking-tight text-coral-700">
              <a href={`tel:${n.number}`}>{n.number}</a>
            </p>
            <p className="font-semibold text-slate-900">{n.service}</p>
            <p className="mt-1 text-sm text-slate-700">{n.notes}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BookingPlatforms({ platforms }: { platforms: Guide["bookingPlatforms"] }) {
  const gt = useTexts(GUIDE_SECTIONS_TEXT);
  return (
    <ul className="grid gap-5 md:grid-cols-2 print:grid-cols-2">
      {platforms.map((p) => (
        <li
          key={p.name}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print-avoid-break print:shadow-none"
        >
          <h3 className="text-lg font-semibold text-ocean-900">{p.name}</h3>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{gt.covers}</span> <WithOfficialLinks text={p.covers} />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            <WithOfficialLinks text={p.notes} />
          </p>
        </li>
      ))}
    </ul>
  );
}
