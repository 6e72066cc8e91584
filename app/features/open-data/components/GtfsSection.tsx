import { SectionHeading } from "~/components/ui/index.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import type { DataPageView } from "../page.ts";
import { DATA_PAGE_TEXTS } from "../texts.ts";

/** The /data page's GTFS part: how many services are in the feed and out, why, and which are in. */
export function GtfsSection({ gtfs }: { gtfs: DataPageView["gtfs"] }) {
  const T = useTexts(DATA_PAGE_TEXTS);
  return (
    <section aria-labelledby="data-gtfs" className="mt-12">
      <SectionHeading id="data-gtfs">{T.gtfsHeading}</SectionHeading>
      <p className="text-slate-800">{T.gtfsIntro}</p>
      <p className="mt-3 font-semibold text-slate-900" data-testid="gtfs-counts">
        {gtfs.counts}
      </p>
      <p className="mt-2 text-slate-800">{gtfs.contents}</p>
      <p className="mt-2 text-sm text-slate-700">{gtfs.window}</p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{T.whyOutHeading}</h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {T.reasonColumn}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {T.servicesColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {gtfs.reasons.map((r) => (
              <tr key={r.reason} className="border-b border-slate-200">
                <td className="py-2 pr-4 text-slate-800">{r.text}</td>
                <td className="py-2 text-slate-800">{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">{T.primaryNote}</p>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{T.inHeading}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800" data-testid="gtfs-services">
        {gtfs.services.map((s) => (
          <li key={s.key}>{s.text}</li>
        ))}
      </ul>

      <h3 id="agencies" className="mt-8 text-lg font-semibold text-slate-900">
        {T.agenciesHeading}
      </h3>
      <p className="mt-2 text-slate-800">{T.agencies}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        {gtfs.agencies.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </section>
  );
}
