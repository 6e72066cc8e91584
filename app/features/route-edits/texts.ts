import type { Route } from "~/features/transport-data/types.ts";
import { defineTexts } from "~/lib/locale.ts";
import type { RouteChangeKind } from "./constants.ts";

/**
 * The operator's route edits (issue 18, issue 29): the kinds of change and field names (the public
 * route history shares them, in both editions: issue 31), the admin's Routes tab, the edit form, its hints and the saves' texts.
 * No zod here.
 */

export const ROUTE_CHANGE_TEXTS = defineTexts<Record<RouteChangeKind, string>>({
  en: {
    create: "Route added",
    edit: "Route updated",
    discontinue: "Marked discontinued",
  },
  id: {
    create: "Rute ditambahkan",
    edit: "Rute diperbarui",
    discontinue: "Ditandai sudah berhenti",
  },
});
/** The English names (the admin dashboard, which stays English, and the RSS feed). */
export const ROUTE_CHANGE_LABELS = ROUTE_CHANGE_TEXTS.en;

/** The fields of a route a revision can change, in the order pages list them, with their names. */
export const ROUTE_FIELD_TEXTS = defineTexts<Record<Exclude<keyof Route, "id">, string>>({
  en: {
    mode: "Mode",
    from: "From",
    to: "To",
    via: "Calls at",
    bidirectional: "Both directions",
    duration: "Duration",
    fares: "Fares",
    frequency: "Frequency",
    operators: "Operators",
    notes: "Notes",
    notesId: "Indonesian note",
    closedMonths: "Months without service",
    unverified: "Unverified flag",
    status: "Status",
    lastChecked: "Last checked",
    source: "Source",
  },
  id: {
    mode: "Moda",
    from: "Dari",
    to: "Ke",
    via: "Singgah di",
    bidirectional: "Dua arah",
    duration: "Durasi",
    fares: "Tarif",
    frequency: "Frekuensi",
    operators: "Operator",
    notes: "Catatan (bahasa Inggris)",
    notesId: "Catatan bahasa Indonesia",
    closedMonths: "Bulan tanpa layanan",
    unverified: "Tanda belum diverifikasi",
    status: "Status",
    lastChecked: "Terakhir diperiksa",
    source: "Sumber",
  },
});
/** The English names (the admin dashboard's route form). */
export const ROUTE_FIELD_LABELS = ROUTE_FIELD_TEXTS.en;

/** The label of a fare taken from a traveller's update, in the data's two languages (issue 31). */
export const TRAVELLER_REPORT_LABEL = defineTexts<string>({ en: "Traveller report", id: "Laporan pelancong" });

/** The admin's Routes tab. */
export const ROUTES_TAB_TEXT = {
  caption: "Routes",
  searchLabel: "Search routes",
  staleOnly: "Stale only",
  untranslatedOnly: "Indonesian missing",
  sortLabel: "Sort",
  sortOldest: "Oldest checked first",
  sortName: "By name",
  addRoute: "Add a route",
  addPlace: "Add a place",
  edit: "Edit",
  applyToRoute: "Apply to route",
  applied: "Applied",
  stale: "Stale",
  unverified: "Unverified",
  discontinued: "Discontinued",
  englishOnly: (n: number) => (n === 1 ? "1 text in English only" : `${n} texts in English only`),
  fromDatabase: "Edited",
  never: "Shipped data",
  age: (days: number) => (days < 1 ? "today" : days === 1 ? "1 day" : `${days} days`),
  empty: "No route matches.",
  show: "Show",
  allRoutes: "All routes",
  columns: ["Route", "Last checked", "Age", "Flags", "Source", ""],
} as const;

/** The edit form. */
export const ROUTE_FORM_TEXT = {
  editTitle: (name: string) => `Edit route: ${name}`,
  newTitle: "Add a route",
  newPlaceTitle: "Add a place",
  revision: (n: number) => (n === 0 ? "Shipped data (revision 0)" : `Revision ${n}`),
  fromUpdate: "Applying a traveller's update: the fields it reports are filled in below; check them before saving.",
  backToUpdate: "Back to the update",
  save: "Save route",
  savePlace: "Save place",
  cancel: "Back to the routes",
  history: "History",
  addFare: "Another fare (leave blank for none)",
  removeFare: "Remove this fare",
} as const;

/** Toasts and messages of the saves. */
export const ROUTE_SAVE_TEXT = {
  saved: "Route saved",
  created: "Route added",
  placeSaved: "Place added",
  invalidTitle: "Not saved",
  invalid: "Some fields need attention: nothing was saved. See the messages next to each field.",
  conflictTitle: "Not saved: someone else changed this route",
  conflict: (current: number, base: number) =>
    `This route was saved as revision ${current} after you opened revision ${base}. Nothing was saved; your changes are still in the form below. Open the route again in another tab to see the newer version, then save again here to overwrite it.`,
  unknownRoute: "That route does not exist.",
  routeExists: "A route with this id already exists: pick another id.",
  placeExists: "A place with this id already exists: pick another id.",
  unknownPlace: (id: string) => `Unknown place "${id}"`,
  unknownUpdate: "That update does not exist, is not approved, or was already applied.",
  checkedBackwards: (current: string) =>
    `This route was last checked on ${current}. "Last checked" can't move to an earlier date: enter ${current} or a later day.`,
} as const;

/** Labels of the form's choices that the content's constants do not word for a form. */
export const FORM_CHOICE_LABELS = {
  frequency: {
    daily: "Daily",
    weekly: "N times a week",
    weekdays: "On given weekdays",
    "every-n-days": "Every N days",
    "on-demand": "On demand (charter)",
    irregular: "Irregular",
    unknown: "Unknown",
  },
  trip: { "one-way": "One way", return: "Return" },
  status: { active: "Running", discontinued: "Discontinued" },
} as const;

/** Hints under the form's fields. */
export const FIELD_HINTS = {
  minutes: "Minutes; leave blank when unknown.",
  priceDate: '"YYYY", "YYYY-MM", "YYYY/YYYY" or "undated".',
  idr: "Rupiah, digits only; leave one end blank when only the other is known.",
  days: "Comma-separated: mon, tue, wed, thu, fri, sat, sun.",
  departures: 'Times leaving "From": comma-separated "HH:MM", local time there.',
  returnDepartures: 'Times leaving "To": comma-separated "HH:MM", local time there; blank when unknown or one way.',
  returnDays: "On given weekdays: the days leaving “To”, comma-separated; blank when the same as Weekdays.",
  fareKind:
    "Regular: the ordinary price of the ride. Peak: holiday, Lebaran, Christmas or last-seat. Tour: includes more than the ride.",
  lines: "One per line.",
  notesId:
    "The note in Bahasa Indonesia, with the same figures as the English note. Until it is written, or when its figures differ from the English note's, Indonesian pages show the English note, marked as English.",
  twinId:
    "In Bahasa Indonesia, with the same figures as the English. Until it is written, or when its figures differ, Indonesian pages show the English, marked as English.",
  via: "Comma-separated place ids.",
  months: "Comma-separated month numbers, e.g. 3 for March.",
  since: '"YYYY-MM" or "YYYY-MM-DD", when discontinued.',
  refs: "One citation per line: the facts sheet, a dated log, a traveller report.",
  coordinates: "Only with a cited source; leave all three blank when no source gives the point.",
  lists: "Comma-separated ids.",
} as const;

/** The route form's field labels, by the field's name. */
export const ROUTE_FORM_LABELS = {
  id: "Id",
  mode: "Mode",
  from: "From",
  to: "To",
  via: "Calls at",
  bidirectional: "Runs both ways",
  "duration.minMinutes": "Shortest",
  "duration.maxMinutes": "Longest",
  "duration.note": "Note",
  "duration.noteId": "Note in Indonesian",
  operators: "Operators",
  notes: "Notes",
  closedMonths: "Months without service",
  unverified: "Unverified (some figure could not be confirmed)",
  "status.state": "Status",
  "status.since": "Discontinued since",
  lastChecked: "Last checked",
  "source.kind": "Source",
  "source.refs": "Citations",
  "frequency.kind": "How often",
  "frequency.asOf": "Timetable date",
  "frequency.perDay.min": "Daily: at least (per day)",
  "frequency.perDay.max": "Daily: at most (per day)",
  "frequency.perWeek.min": "Weekly: at least (per week)",
  "frequency.perWeek.max": "Weekly: at most (per week)",
  "frequency.days": "Weekdays",
  "frequency.everyDays": "Every N days",
  "frequency.returnDays": "Weekdays back",
  "frequency.departures": "Departures",
  "frequency.returnDepartures": "Departures back",
  "frequency.note": "Note",
  "frequency.noteId": "Note in Indonesian",
} as const;

/** A fare's field labels in the route form. */
export const FARE_FORM_LABELS = {
  minIdr: "From (IDR)",
  maxIdr: "To (IDR)",
  kind: "Kind",
  unit: "Unit",
  trip: "Trip",
  asOf: "Price date",
  label: "Label (class, vehicle)",
  labelId: "Label in Indonesian",
  approximate: "Approximate",
} as const;

/** The place form's field labels, by the field's name. */
export const PLACE_FORM_LABELS = {
  id: "Id",
  name: "Name",
  localName: "Indonesian name (if different)",
  kind: "Kind",
  region: "Region",
  code: "IATA code (airports)",
  partOf: "Part of (town id)",
  destinations: "Destination pages",
  hubs: "Hub pages",
  notes: "Notes",
  "coordinates.lat": "Latitude",
  "coordinates.lon": "Longitude",
  "coordinates.source": "Source of the point",
  "coordinates.approximate": "Approximate",
} as const;

/** The route and place forms' other words: groups, choices, hints and the traveller's update beside the form. */
export const FORM_TEXT = {
  legends: {
    route: "Route",
    duration: "Duration",
    service: "Service",
    checked: "Checked",
    frequency: "Frequency",
    place: "Place",
    coordinates: "Coordinates",
  },
  fare: (n: number) => `Fare ${n}`,
  choosePlace: "Choose a place",
  routeIdHint: "a-lowercase-slug, e.g. makassar-bira-bus",
  placeIdHint: "a-lowercase-slug",
  regions: { outside: "Outside Sulawesi", north: "North", central: "Central", south: "South", southeast: "Southeast" },
  update: {
    route: "Route",
    travelDate: "Travel date",
    changes: "Changes",
    price: "Price",
    operator: "Operator",
    travelDateMissing: "not given (the approval date is used)",
    notGiven: "not given",
  },
} as const;
