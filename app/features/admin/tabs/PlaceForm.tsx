import { Form, useLocation } from "react-router";
import { FIELD_HINTS, FORM_TEXT, PLACE_FORM_LABELS, ROUTE_FORM_TEXT } from "~/features/route-edits/texts.ts";
import { PLACE_KINDS } from "~/features/transport-data/constants.ts";
import { PLACE_KIND_LABELS } from "~/features/transport-data/texts.ts";
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
  { value: "", label: FORM_TEXT.regions.outside },
  { value: "north", label: FORM_TEXT.regions.north },
  { value: "central", label: FORM_TEXT.regions.central },
  { value: "south", label: FORM_TEXT.regions.south },
  { value: "southeast", label: FORM_TEXT.regions.southeast },
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
        <Group legend={FORM_TEXT.legends.place}>
          <TextField state={state} name="id" label={PLACE_FORM_LABELS.id} hint={FORM_TEXT.placeIdHint} />
          <TextField state={state} name="name" label={PLACE_FORM_LABELS.name} />
          <TextField state={state} name="localName" label={PLACE_FORM_LABELS.localName} />
          <SelectField
            state={state}
            name="kind"
            label={PLACE_FORM_LABELS.kind}
            options={PLACE_KINDS.map((k) => ({ value: k, label: PLACE_KIND_LABELS[k] }))}
          />
          <SelectField state={state} name="region" label={PLACE_FORM_LABELS.region} options={REGIONS} />
          <TextField state={state} name="code" label={PLACE_FORM_LABELS.code} />
          <TextField state={state} name="partOf" label={PLACE_FORM_LABELS.partOf} />
          <TextField
            state={state}
            name="destinations"
            label={PLACE_FORM_LABELS.destinations}
            hint={FIELD_HINTS.lists}
          />
          <TextField state={state} name="hubs" label={PLACE_FORM_LABELS.hubs} hint={FIELD_HINTS.lists} />
          <TextArea state={state} name="notes" label={PLACE_FORM_LABELS.notes} />
        </Group>
        <Group legend={FORM_TEXT.legends.coordinates}>
          <TextField
            state={state}
            name="coordinates.lat"
            label={PLACE_FORM_LABELS["coordinates.lat"]}
            hint={FIELD_HINTS.coordinates}
          />
          <TextField state={state} name="coordinates.lon" label={PLACE_FORM_LABELS["coordinates.lon"]} />
          <TextField
            state={state}
            name="coordinates.source"
            label={PLACE_FORM_LABELS["coordinates.source"]}
            errorKey="coordinates"
          />
          <CheckField
            state={state}
            name="coordinates.approximate"
            label={PLACE_FORM_LABELS["coordinates.approximate"]}
          />
        </Group>
        <SubmitButton variant="primary">{ROUTE_FORM_TEXT.savePlace}</SubmitButton>
      </Form>
    </section>
  );
}
