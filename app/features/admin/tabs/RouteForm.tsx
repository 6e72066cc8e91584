import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/index.tsx";
import {
  FARE_FORM_LABELS,
  FIELD_HINTS,
  FORM_CHOICE_LABELS,
  FORM_TEXT,
  ROUTE_FIELD_LABELS,
  ROUTE_FORM_LABELS,
  ROUTE_FORM_TEXT,
} from "~/features/route-edits/texts.ts";
import {
  FARE_KINDS,
  FREQUENCY_KINDS,
  PRICE_UNITS,
  SOURCE_KINDS,
  TRANSPORT_MODES,
  TRIP_KINDS,
} from "~/features/transport-data/constants.ts";
import {
  FARE_KIND_LABELS,
  MODE_LABELS,
  PRICE_UNIT_LABELS,
  SOURCE_KIND_LABELS,
} from "~/features/transport-data/texts.ts";
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
    { value: "", label: FORM_TEXT.choosePlace },
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
        <Group legend={FORM_TEXT.legends.route}>
          {editor.routeId ? null : (
            <TextField state={state} name="id" label={ROUTE_FORM_LABELS.id} hint={FORM_TEXT.routeIdHint} />
          )}
          <SelectField
            state={state}
            name="mode"
            label={ROUTE_FORM_LABELS.mode}
            options={opts(TRANSPORT_MODES, (m) => MODE_LABELS[m])}
          />
          <SelectField state={state} name="from" label={ROUTE_FORM_LABELS.from} options={placeOptions} />
          <SelectField state={state} name="to" label={ROUTE_FORM_LABELS.to} options={placeOptions} />
          <TextField state={state} name="via" label={ROUTE_FORM_LABELS.via} hint={FIELD_HINTS.via} />
          <CheckField state={state} name="bidirectional" label={ROUTE_FORM_LABELS.bidirectional} />
        </Group>
        <Group legend={FORM_TEXT.legends.duration}>
          <TextField
            state={state}
            name="duration.minMinutes"
            label={ROUTE_FORM_LABELS["duration.minMinutes"]}
            hint={FIELD_HINTS.minutes}
          />
          <TextField
            state={state}
            name="duration.maxMinutes"
            label={ROUTE_FORM_LABELS["duration.maxMinutes"]}
            hint={FIELD_HINTS.minutes}
          />
          <TextField state={state} name="duration.note" label={ROUTE_FORM_LABELS["duration.note"]} wide />
          <TextField
            state={state}
            name="duration.noteId"
            label={ROUTE_FORM_LABELS["duration.noteId"]}
            hint={FIELD_HINTS.twinId}
            lang="id"
            wide
          />
        </Group>
        {Array.from({ length: fareCount }, (_, i) => `fares.${i}`).map((prefix, i) => (
          <FareFields key={prefix} state={state} index={i} />
        ))}
        <FrequencyFields state={state} />
        <Group legend={FORM_TEXT.legends.service}>
          <TextArea state={state} name="operators" label={ROUTE_FORM_LABELS.operators} hint={FIELD_HINTS.lines} />
          <TextArea state={state} name="notes" label={ROUTE_FORM_LABELS.notes} />
          <TextArea
            state={state}
            name="notesId"
            label={ROUTE_FIELD_LABELS.notesId}
            hint={FIELD_HINTS.notesId}
            lang="id"
          />
          <TextField
            state={state}
            name="closedMonths"
            label={ROUTE_FORM_LABELS.closedMonths}
            hint={FIELD_HINTS.months}
          />
          <CheckField state={state} name="unverified" label={ROUTE_FORM_LABELS.unverified} />
          <SelectField
            state={state}
            name="status.state"
            label={ROUTE_FORM_LABELS["status.state"]}
            options={opts(["active", "discontinued"] as const, (s) => FORM_CHOICE_LABELS.status[s])}
          />
          <TextField
            state={state}
            name="status.since"
            label={ROUTE_FORM_LABELS["status.since"]}
            hint={FIELD_HINTS.since}
            errorKey="status"
          />
        </Group>
        <Group legend={FORM_TEXT.legends.checked}>
          <TextField state={state} name="lastChecked" label={ROUTE_FORM_LABELS.lastChecked} type="date" />
          <SelectField
            state={state}
            name="source.kind"
            label={ROUTE_FORM_LABELS["source.kind"]}
            options={opts(SOURCE_KINDS, (k) => SOURCE_KIND_LABELS[k])}
          />
          <TextArea state={state} name="source.refs" label={ROUTE_FORM_LABELS["source.refs"]} hint={FIELD_HINTS.refs} />
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
    <Group legend={blank ? ROUTE_FORM_TEXT.addFare : FORM_TEXT.fare(index + 1)}>
      <TextField state={state} name={n("minIdr")} label={FARE_FORM_LABELS.minIdr} hint={FIELD_HINTS.idr} />
      <TextField state={state} name={n("maxIdr")} label={FARE_FORM_LABELS.maxIdr} />
      <SelectField
        state={state}
        name={n("kind")}
        label={FARE_FORM_LABELS.kind}
        hint={FIELD_HINTS.fareKind}
        options={opts(FARE_KINDS, (k) => FARE_KIND_LABELS[k])}
      />
      <SelectField
        state={state}
        name={n("unit")}
        label={FARE_FORM_LABELS.unit}
        options={opts(PRICE_UNITS, (u) => PRICE_UNIT_LABELS[u])}
      />
      <SelectField
        state={state}
        name={n("trip")}
        label={FARE_FORM_LABELS.trip}
        options={opts(TRIP_KINDS, (t) => FORM_CHOICE_LABELS.trip[t])}
      />
      <TextField state={state} name={n("asOf")} label={FARE_FORM_LABELS.asOf} hint={FIELD_HINTS.priceDate} />
      <TextField state={state} name={n("label")} label={FARE_FORM_LABELS.label} />
      <TextField state={state} name={n("labelId")} label={FARE_FORM_LABELS.labelId} lang="id" />
      <CheckField state={state} name={n("approximate")} label={FARE_FORM_LABELS.approximate} />
      {blank ? null : <CheckField state={state} name={n("remove")} label={ROUTE_FORM_TEXT.removeFare} />}
    </Group>
  );
}

function FrequencyFields({ state }: { state: FieldState }) {
  return (
    <Group legend={FORM_TEXT.legends.frequency}>
      <SelectField
        state={state}
        name="frequency.kind"
        label={ROUTE_FORM_LABELS["frequency.kind"]}
        options={opts(FREQUENCY_KINDS, (k) => FORM_CHOICE_LABELS.frequency[k])}
      />
      <TextField
        state={state}
        name="frequency.asOf"
        label={ROUTE_FORM_LABELS["frequency.asOf"]}
        hint={FIELD_HINTS.priceDate}
      />
      <TextField
        state={state}
        name="frequency.perDay.min"
        label={ROUTE_FORM_LABELS["frequency.perDay.min"]}
        errorKey="frequency.perDay"
      />
      <TextField state={state} name="frequency.perDay.max" label={ROUTE_FORM_LABELS["frequency.perDay.max"]} />
      <TextField
        state={state}
        name="frequency.perWeek.min"
        label={ROUTE_FORM_LABELS["frequency.perWeek.min"]}
        errorKey="frequency.perWeek"
      />
      <TextField state={state} name="frequency.perWeek.max" label={ROUTE_FORM_LABELS["frequency.perWeek.max"]} />
      <TextField
        state={state}
        name="frequency.days"
        label={ROUTE_FORM_LABELS["frequency.days"]}
        hint={FIELD_HINTS.days}
      />
      <TextField state={state} name="frequency.everyDays" label={ROUTE_FORM_LABELS["frequency.everyDays"]} />
      <TextField
        state={state}
        name="frequency.returnDays"
        label={ROUTE_FORM_LABELS["frequency.returnDays"]}
        hint={FIELD_HINTS.returnDays}
      />
      <TextField
        state={state}
        name="frequency.departures"
        label={ROUTE_FORM_LABELS["frequency.departures"]}
        hint={FIELD_HINTS.departures}
      />
      <TextField
        state={state}
        name="frequency.returnDepartures"
        label={ROUTE_FORM_LABELS["frequency.returnDepartures"]}
        hint={FIELD_HINTS.returnDepartures}
      />
      <TextField state={state} name="frequency.note" label={ROUTE_FORM_LABELS["frequency.note"]} />
      <TextField
        state={state}
        name="frequency.noteId"
        label={ROUTE_FORM_LABELS["frequency.noteId"]}
        hint={FIELD_HINTS.twinId}
        lang="id"
      />
    </Group>
  );
}

function UpdateNote({ update }: { update: NonNullable<EditorData["update"]> }) {
  const U = FORM_TEXT.update;
  return (
    <div role="note" className="mt-3 rounded-lg border border-yellow-600 bg-yellow-50 p-3 text-sm text-slate-800">
      <p className="font-semibold">{ROUTE_FORM_TEXT.fromUpdate}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{U.route}</dt>
        <dd>{update.route}</dd>
        <dt className="font-semibold">{U.travelDate}</dt>
        <dd>{update.travelDate ?? U.travelDateMissing}</dd>
        <dt className="font-semibold">{U.changes}</dt>
        <dd className="whitespace-pre-line">{update.changes}</dd>
        <dt className="font-semibold">{U.price}</dt>
        <dd>{update.price ?? U.notGiven}</dd>
        <dt className="font-semibold">{U.operator}</dt>
        <dd>{update.operator ?? U.notGiven}</dd>
      </dl>
      <Link to={update.href} className={buttonClass("outline", "mt-2 px-3 py-1 text-sm")}>
        {ROUTE_FORM_TEXT.backToUpdate}
      </Link>
    </div>
  );
}
