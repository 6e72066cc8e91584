import { useId } from "react";
import { formatAdminDay, formatAdminNumber } from "~/lib/dates.ts";
import { OVERVIEW_TEXTS } from "../texts.ts";

const WIDTH = 360;
const HEIGHT = 140;
const PAD = { top: 14, right: 8, bottom: 22, left: 34 };

/**
 * One weekly series as bars, drawn on the server as SVG (no chart script; ADR 0030). The figures are
 * also in a table under "Show the figures", which screen readers and copy-paste can use.
 */
export function WeeklyChart({ label, counts, weekStarts }: { label: string; counts: number[]; weekStarts: string[] }) {
  const id = useId();
  const max = Math.max(1, ...counts);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / counts.length;
  const total = counts.reduce((a, b) => a + b, 0);
  const summary = OVERVIEW_TEXTS.chartSummary(label, formatAdminNumber(total), formatAdminNumber(counts.at(-1) ?? 0));
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold text-ocean-900">{label}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-2 h-auto w-full"
      >
        <title id={`${id}-title`}>{label}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + innerH}
          y2={PAD.top + innerH}
          className="stroke-slate-400"
        />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className="fill-slate-600 text-[10px]">
          {formatAdminNumber(max)}
        </text>
        <text x={PAD.left - 6} y={PAD.top + innerH} textAnchor="end" className="fill-slate-600 text-[10px]">
          0
        </text>
        {counts.map((n, i) => {
          const h = (n / max) * innerH;
          return (
            <rect
              key={weekStarts[i]}
              x={PAD.left + i * slot + slot * 0.15}
              y={PAD.top + innerH - h}
              width={slot * 0.7}
              height={h}
              className={i === counts.length - 1 ? "fill-teal-600" : "fill-teal-800"}
            />
          );
        })}
        <text x={PAD.left} y={HEIGHT - 6} className="fill-slate-600 text-[10px]">
          {formatAdminDay(weekStarts[0] ?? "")}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-slate-600 text-[10px]">
          {formatAdminDay(weekStarts.at(-1) ?? "")}
        </text>
      </svg>
      <p className="mt-1 text-sm text-slate-700">{summary}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-ocean-800">{OVERVIEW_TEXTS.showFigures}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{OVERVIEW_TEXTS.tableCaption(label)}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                {OVERVIEW_TEXTS.weekColumn}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {OVERVIEW_TEXTS.countColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((n, i) => (
              <tr key={weekStarts[i]} className="border-t border-slate-100">
                <td className="py-1">{formatAdminDay(weekStarts[i] ?? "")}</td>
                <td className="py-1 text-right tabular-nums">{formatAdminNumber(n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
