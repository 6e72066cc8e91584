import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/index.tsx";
import { monthName } from "~/lib/format.ts";
import { useLocale, useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import { PLAN_PATH, PREFERENCES } from "../constants.ts";
import type { EndpointOption, PlanQuery } from "../planner.server.ts";
import { PLANNER_TEXTS } from "../texts.ts";

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

type Options = { destinations: EndpointOption[]; places: EndpointOption[] };

/**
 * The planner's GET form: works without JavaScript, and its answer is a shareable URL that opens at
 * the results (#results), so on a phone the first option is the first thing after the button. On
 * /id/transport/plan it answers at /id/transport/plan, in Indonesian.
 */
export function PlannerForm({ options, query }: { options: Options; query: PlanQuery }) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const localize = useLocalizedPath();
  return (
    <form
      method="get"
      action={localize(`${PLAN_PATH}#results`)}
      className="grid gap-5 sm:grid-cols-2"
      aria-labelledby="plan-form"
    >
      <h2 id="plan-form" className="text-2xl font-bold text-ocean-900 sm:col-span-2">
        {plannerTexts.formHeading}
      </h2>
      <EndpointSelect name="from" label={plannerTexts.fromLabel} options={options} value={query.from} />
      <EndpointSelect name="to" label={plannerTexts.toLabel} options={options} value={query.to} />
      <WhenFields query={query} />
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold text-slate-900">{plannerTexts.preferenceLabel}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {PREFERENCES.map((p) => (
            <label key={p.value} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="pref"
                value={p.value}
                defaultChecked={query.preference === p.value}
                className="size-4 accent-ocean-700"
              />
              {plannerTexts.preferences[p.value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass("primary")}>
          {plannerTexts.submit}
        </button>
      </div>
    </form>
  );
}

function EndpointSelect({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: Options;
  value: string;
}) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const known = [...options.destinations, ...options.places].some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={`plan-${name}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select id={`plan-${name}`} name={name} required defaultValue={known ? value : ""} className={fieldClass}>
        <option value="">{plannerTexts.chooseOption}</option>
        <optgroup label={plannerTexts.destinationsGroup}>
          {options.destinations.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={plannerTexts.placesGroup}>
          {options.places.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900";

/** The optional travel date, or month: with it the waits follow the timetable (issue 27 point 4). */
function WhenFields({ query }: { query: PlanQuery }) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const locale = useLocale();
  return (
    <>
      <p id="plan-when-hint" className="text-sm text-slate-700 sm:col-span-2">
        {plannerTexts.dateHint}
      </p>
      <WhenField id="plan-date" label={plannerTexts.dateLabel}>
        <input
          id="plan-date"
          type="date"
          name="date"
          defaultValue={query.date}
          aria-describedby="plan-when-hint"
          className={fieldClass}
        />
      </WhenField>
      <WhenField id="plan-month" label={plannerTexts.monthLabel}>
        <select
          id="plan-month"
          name="month"
          defaultValue={query.month}
          aria-describedby="plan-when-hint"
          className={fieldClass}
        >
          <option value="">{plannerTexts.anyMonth}</option>
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {monthName(locale, month)}
            </option>
          ))}
        </select>
      </WhenField>
    </>
  );
}

function WhenField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}
