import { Form, useLocation } from "react-router";
import { FIELD_HINTS, ROUTE_FORM_TEXT } from "~/features/route-edits/constants.ts";
import { PLACE_KIND_LABELS, PLACE_KINDS } from "~/features/transport-data/constants.ts";
import { SubmitButton } from "../components/parts.tsx";
import {
  CheckField,
  type FieldState,
  Group,
  type RefusedForm,
  SelectField,
  TextArea,
  TextField,
} from "./route-fields.tsx";

const REGIONS = [
  { value: "", label: "Outside Sulawesi" },
  { value: "north", label: "North" },
  { value: "central", label: "Central" },
  { value: "south", label: "South" },
  { value: "southeast", label: "Southeast" },
];

/** Adds a place (a node routes can start or end at); coordinates only with their source. */
export function PlaceForm({ refused }: { refused: RefusedForm | null }) {
  const location = useLocation();
  const mine = refused?.values?.intent === "add-place" ? refused : null;
  const state: FieldState = { values: mine?.values ?? { kind: "town" }, errors: mine?.fieldErrors };
  return (
    <section aria-labelledby="place-form-title" className="rounded-2xl border border-teal-600 bg-white p-5 shadow-sm">
      <h2 id="place-form-title" className="text-xl font-bold text-ocean-900">
        {ROUTE_FORM_TEXT.newPlaceTitle}
      </h2>
      <Form
        method="post"
        action={location.pathname + location.search}
        key={mine ? "refused" : "new"}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="add-place" />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <Group legend="Place">
          <TextField state={state} name="id" label="Id" hint="a-lowercase-slug" />
          <TextField state={state} name="name" label="Name" />
          <TextField state={state} name="localName" label="Indonesian name (if different)" />
          <SelectField
            state={state}
            name="kind"
            label="Kind"
            options={PLACE_KINDS.map((k) => ({ value: k, label: PLACE_KIND_LABELS[k] }))}
          />
          <SelectField state={state} name="region" label="Region" options={REGIONS} />
          <TextField state={state} name="code" label="IATA code (airports)" />
          <TextField state={state} name="partOf" label="Part of (town id)" />
          <TextField state={state} name="destinations" label="Destination pages" hint={FIELD_HINTS.lists} />
          <TextField state={state} name="hubs" label="Hub pages" hint={FIELD_HINTS.lists} />
          <TextArea state={state} name="notes" label="Notes" />
        </Group>
        <Group legend="Coordinates">
          <TextField state={state} name="coordinates.lat" label="Latitude" hint={FIELD_HINTS.coordinates} />
          <TextField state={state} name="coordinates.lon" label="Longitude" />
          <TextField state={state} name="coordinates.source" label="Source of the point" errorKey="coordinates" />
          <CheckField state={state} name="coordinates.approximate" label="Approximate" />
        </Group>
        <SubmitButton variant="primary">{ROUTE_FORM_TEXT.savePlace}</SubmitButton>
      </Form>
    </section>
  );
}
