import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/index.tsx";
import { FIELD_HINTS, FORM_CHOICE_LABELS, ROUTE_FORM_TEXT } from "~/features/route-edits/constants.ts";
import {
  FARE_KIND_LABELS,
  FARE_KINDS,
  FREQUENCY_KINDS,
  MODE_LABELS,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  SOURCE_KIND_LABELS,
  SOURCE_KINDS,
  TRANSPORT_MODES,
  TRIP_KINDS,
} from "~/features/transport-data/constants.ts";
import { SubmitButton } from "../components/parts.tsx";
import { dashboardHref } from "../dashboard-href.ts";
import type { DashboardQuery } from "../schema.ts";
import {
  CheckField,
  type FieldState,
  Group,
  type RefusedForm,
  SelectField,
  TextArea,
  TextField,
} from "./route-fields.tsx";
import type { EditorData } from "./routes.server.ts";

/**
 * A route's edit form (or a new route's): every structured field, posted to the dashboard's action
 * (works without JavaScript). It carries the revision it was loaded from; a refused save comes back
 * with the admin's input and a message per field.
 */

const opts = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export function RouteForm({
  editor,
  places,
  refused,
  query,
}: {
  editor: EditorData;
  places: { id: string; label: string }[];
  refused: RefusedForm | null;
  query: DashboardQuery;
}) {
  const location = useLocation();
  const mine = refused?.values?.intent === "save-route" ? refused : null;
  const state: FieldState = { values: mine?.values ?? editor.values, errors: mine?.fieldErrors };
  const placeOptions = [
    { value: "", label: "Choose a place" },
    ...places.map((p) => ({ value: p.id, label: p.label })),
  ];
  const fareCount = Number(state.values.fareCount ?? 1) || 0;
  return (
    <section aria-labelledby="route-form-title" className="rounded-2xl border border-teal-600 bg-white p-5 shadow-sm">
      <h2 id="route-form-title" className="text-xl font-bold text-ocean-900">
        {editor.routeId ? ROUTE_FORM_TEXT.editTitle(editor.title) : ROUTE_FORM_TEXT.newTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {editor.baseRevision === "new" ? null : ROUTE_FORM_TEXT.revision(editor.baseRevision)}
      </p>
      {editor.update ? <UpdateNote update={editor.update} /> : null}
      <Form
        method="post"
        action={location.pathname + location.search}
        key={`${editor.routeId}-${editor.baseRevision}-${mine ? "refused" : "loaded"}`}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="save-route" />
        <input type="hidden" name="baseRevision" value={String(editor.baseRevision)} />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <input type="hidden" name="fareCount" value={String(fareCount)} />
        {editor.update ? <input type="hidden" name="update" value={editor.update.id} /> : null}
        {editor.routeId ? <input type="hidden" name="id" value={editor.routeId} /> : null}
        <Group legend="Route">
          {editor.routeId ? null : (
            <TextField state={state} name="id" label="Id" hint="a-lowercase-slug, e.g. makassar-bira-bus" />
          )}
          <SelectField state={state} name="mode" label="Mode" options={opts(TRANSPORT_MODES, (m) => MODE_LABELS[m])} />
          <SelectField state={state} name="from" label="From" options={placeOptions} />
          <SelectField state={state} name="to" label="To" options={placeOptions} />
          <TextField state={state} name="via" label="Calls at" hint={FIELD_HINTS.via} />
          <CheckField state={state} name="bidirectional" label="Runs both ways" />
        </Group>
        <Group legend="Duration">
          <TextField state={state} name="duration.minMinutes" label="Shortest" hint={FIELD_HINTS.minutes} />
          <TextField state={state} name="duration.maxMinutes" label="Longest" hint={FIELD_HINTS.minutes} />
          <TextField state={state} name="duration.note" label="Note" wide />
        </Group>
        {Array.from({ length: fareCount }, (_, i) => `fares.${i}`).map((prefix, i) => (
          <FareFields key={prefix} state={state} index={i} />
        ))}
        <FrequencyFields state={state} />
        <Group legend="Service">
          <TextArea state={state} name="operators" label="Operators" hint={FIELD_HINTS.lines} />
          <TextArea state={state} name="notes" label="Notes" />
          <TextField state={state} name="closedMonths" label="Months without service" hint={FIELD_HINTS.months} />
          <CheckField state={state} name="unverified" label="Unverified (some figure could not be confirmed)" />
          <SelectField
            state={state}
            name="status.state"
            label="Status"
            options={opts(["active", "discontinued"] as const, (s) => FORM_CHOICE_LABELS.status[s])}
          />
          <TextField
            state={state}
            name="status.since"
            label="Discontinued since"
            hint={FIELD_HINTS.since}
            errorKey="status"
          />
        </Group>
        <Group legend="Checked">
          <TextField state={state} name="lastChecked" label="Last checked" type="date" />
          <SelectField
            state={state}
            name="source.kind"
            label="Source"
            options={opts(SOURCE_KINDS, (k) => SOURCE_KIND_LABELS[k])}
          />
          <TextArea state={state} name="source.refs" label="Citations" hint={FIELD_HINTS.refs} />
        </Group>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton variant="primary">{ROUTE_FORM_TEXT.save}</SubmitButton>
          <Link
            to={dashboardHref({ ...query, edit: undefined, update: undefined })}
            className="text-sm text-ocean-700 underline"
          >
            {ROUTE_FORM_TEXT.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function FareFields({ state, index }: { state: FieldState; index: number }) {
  const n = (k: string) => `fares.${index}.${k}`;
  const blank = !state.values[n("minIdr")] && !state.values[n("maxIdr")] && !state.values[n("asOf")];
  return (
    <Group legend={blank ? ROUTE_FORM_TEXT.addFare : `Fare ${index + 1}`}>
      <TextField state={state} name={n("minIdr")} label="From (IDR)" hint={FIELD_HINTS.idr} />
      <TextField state={state} name={n("maxIdr")} label="To (IDR)" />
      <SelectField
        state={state}
        name={n("kind")}
        label="Kind"
        hint={FIELD_HINTS.fareKind}
        options={opts(FARE_KINDS, (k) => FARE_KIND_LABELS[k])}
      />
      <SelectField
        state={state}
        name={n("unit")}
        label="Unit"
        options={opts(PRICE_UNITS, (u) => PRICE_UNIT_LABELS[u])}
      />
      <SelectField
        state={state}
        name={n("trip")}
        label="Trip"
        options={opts(TRIP_KINDS, (t) => FORM_CHOICE_LABELS.trip[t])}
      />
      <TextField state={state} name={n("asOf")} label="Price date" hint={FIELD_HINTS.priceDate} />
      <TextField state={state} name={n("label")} label="Label (class, vehicle)" />
      <CheckField state={state} name={n("approximate")} label="Approximate" />
      {blank ? null : <CheckField state={state} name={n("remove")} label={ROUTE_FORM_TEXT.removeFare} />}
    </Group>
  );
}

function FrequencyFields({ state }: { state: FieldState }) {
  return (
    <Group legend="Frequency">
      <SelectField
        state={state}
        name="frequency.kind"
        label="How often"
        options={opts(FREQUENCY_KINDS, (k) => FORM_CHOICE_LABELS.frequency[k])}
      />
      <TextField state={state} name="frequency.asOf" label="Timetable date" hint={FIELD_HINTS.priceDate} />
      <TextField
        state={state}
        name="frequency.perDay.min"
        label="Daily: at least (per day)"
        errorKey="frequency.perDay"
      />
      <TextField state={state} name="frequency.perDay.max" label="Daily: at most (per day)" />
      <TextField
        state={state}
        name="frequency.perWeek.min"
        label="Weekly: at least (per week)"
        errorKey="frequency.perWeek"
      />
      <TextField state={state} name="frequency.perWeek.max" label="Weekly: at most (per week)" />
      <TextField state={state} name="frequency.days" label="Weekdays" hint={FIELD_HINTS.days} />
      <TextField state={state} name="frequency.everyDays" label="Every N days" />
      <TextField state={state} name="frequency.returnDays" label="Weekdays back" hint={FIELD_HINTS.returnDays} />
      <TextField state={state} name="frequency.departures" label="Departures" hint={FIELD_HINTS.departures} />
      <TextField
        state={state}
        name="frequency.returnDepartures"
        label="Departures back"
        hint={FIELD_HINTS.returnDepartures}
      />
      <TextField state={state} name="frequency.note" label="Note" />
    </Group>
  );
}

function UpdateNote({ update }: { update: NonNullable<EditorData["update"]> }) {
  return (
    <div role="note" className="mt-3 rounded-lg border border-yellow-600 bg-yellow-50 p-3 text-sm text-slate-800">
      <p className="font-semibold">{ROUTE_FORM_TEXT.fromUpdate}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Route</dt>
        <dd>{update.route}</dd>
        <dt className="font-semibold">Travel date</dt>
        <dd>{update.travelDate ?? "not given (the approval date is used)"}</dd>
        <dt className="font-semibold">Changes</dt>
        <dd className="whitespace-pre-line">{update.changes}</dd>
        <dt className="font-semibold">Price</dt>
        <dd>{update.price ?? "not given"}</dd>
        <dt className="font-semibold">Operator</dt>
        <dd>{update.operator ?? "not given"}</dd>
      </dl>
      <Link to={update.href} className={buttonClass("outline", "mt-2 px-3 py-1 text-sm")}>
        {ROUTE_FORM_TEXT.backToUpdate}
      </Link>
    </div>
  );
}
