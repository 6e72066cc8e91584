import type { ReactNode } from "react";

export type DataRow = {
  key: string;
  /** The row header (first column), e.g. "Makassar → Manado". */
  header: ReactNode;
  /** Extra content under the row header (badges, notes). */
  headerExtra?: ReactNode;
  /** One cell per column after the first. */
  cells: ReactNode[];
};

/**
 * A data table that reads well at every width. From the `sm` breakpoint (and on paper) it is a real
 * <table> with a caption and header cells, inside a labelled region that scrolls sideways if needed.
 * On small screens the same rows are shown as stacked cards with labelled values instead; only one
 * of the two is displayed (the other is display:none, so assistive technology meets it once).
 */
export function DataTable({
  id,
  caption,
  captionHidden = false,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  captionHidden?: boolean;
  /** Column labels; the first is the row-header column. */
  columns: string[];
  rows: DataRow[];
}) {
  const captionId = `${id}-caption`;
  const [first, ...rest] = columns;
  return (
    <div>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm sm:block print:block print:overflow-visible print:shadow-none"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm print:min-w-0 print:text-[9pt]">
          <caption
            id={captionId}
            className={captionHidden ? "sr-only" : "px-4 pt-4 pb-2 text-left text-base font-semibold text-ocean-900"}
          >
            {caption}
          </caption>
          <thead className="bg-sand-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold print:px-2 print:py-1.5">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {rows.map((r) => (
              <tr key={r.key} className="print-avoid-break">
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900 print:px-2 print:py-1.5">
                  {r.header}
                  {r.headerExtra}
                </th>
                {r.cells.map((cell, i) => (
                  <td key={rest[i]} className="px-4 py-3 text-slate-700 print:px-2 print:py-1.5">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label={caption} className="sm:hidden print:hidden">
        {captionHidden ? null : <p className="mb-2 font-semibold text-ocean-900">{caption}</p>}
        <ul className="space-y-3">
          {rows.map((r) => (
            <li key={r.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-slate-900">
                <span className="sr-only">{first}: </span>
                {r.header}
              </p>
              {r.headerExtra}
              <dl className="mt-3 grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 text-sm">
                {r.cells.map((cell, i) => (
                  <div key={rest[i]} className="contents">
                    <dt className="font-semibold text-slate-600">{rest[i]}</dt>
                    <dd className="text-slate-800">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
