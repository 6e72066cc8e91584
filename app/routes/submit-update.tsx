import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { SelectField, TextArea, TextField } from "~/components/form/Field.tsx";
import { keptInput, PublicForm, SubmitButton } from "~/components/form/Form.tsx";
import { ToastNotice } from "~/components/Toaster.tsx";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import {
  formTexts,
  OTHER_ROUTE,
  publicFormTexts,
  REQUIRED_FIELDS_NOTE,
  SUBMITTING_TEXT,
  VIA_FETCHER,
} from "~/features/submissions/constants.ts";
import { handlePublicForm, transportUpdateForm } from "~/features/submissions/form-action.server.ts";
import { preselectedRoute, routeOptionGroups } from "~/features/submissions/route-options.server.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { answerScriptWithJson } from "~/lib/script-answer.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/submit-update";

/** Not hydrated: the form script enhances the form (ADR 0020). */
export const handle: RouteHandle = { enhanceForms: true };

/** The form script's posts (Accept: application/json) are answered with JSON, before React Router renders. */
export const middleware: Route.MiddlewareFunction[] = [answerScriptWithJson(action)];

/** The route list (the spec's routes, then every route the site lists) and the route a link preselects. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    routeGroups: routeOptionGroups(),
    preselected: preselectedRoute(new URL(request.url).searchParams.get("route")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(transportUpdateForm, request, context);
}

export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

const description =
  "Took a ferry, bus or flight in Sulawesi recently? Tell us what changed (prices, timetables, operators) and help fellow travellers.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: "Submit a transport update",
    description,
    path: "/submit-update",
    jsonLd: [
      breadcrumbs(site, [
        ["Home", "/"],
        ["Submit Update", "/submit-update"],
      ]),
    ],
  });
};

export default function SubmitUpdate({ actionData, loaderData }: Route.ComponentProps) {
  const { errors, values } = keptInput(actionData);
  return (
    <>
      <PageHeader
        title="Submit a Transport Update"
        subtitle="Prices, timetables and operators change often. Tell us what you found on the road and help fellow travelers plan with confidence."
        trail={[{ label: "Home", to: "/" }, { label: "Submit Update" }]}
      />
      <ToastNotice toast={actionData?.toast} />
      <Container className="py-10">
        <div className="grid gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="update-form"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="update-form" className="text-2xl font-bold text-ocean-900">
              Transport Update
            </h2>
            <p className="mt-1 text-slate-600">{REQUIRED_FIELDS_NOTE}</p>
            <PublicForm
              action="/submit-update"
              texts={publicFormTexts(formTexts.updateMissing)}
              via={VIA_FETCHER}
              className="relative mt-6 grid gap-5 sm:grid-cols-2"
            >
              <TextField
                name="name"
                label="Your Name"
                required
                maxLength={100}
                autoComplete="name"
                error={errors.name}
                defaultValue={values.name}
              />
              <SelectField
                name="route"
                label="Route"
                required
                placeholder="Select a route"
                groups={loaderData.routeGroups}
                options={[OTHER_ROUTE]}
                error={errors.route}
                defaultValue={values.route ?? loaderData.preselected}
              />
              <TextField
                name="travel_date"
                type="date"
                label="Travel Date"
                error={errors.travel_date}
                defaultValue={values.travel_date}
              />
              <TextField
                name="price"
                label="Price"
                maxLength={100}
                placeholder="e.g. IDR 350,000"
                error={errors.price}
                defaultValue={values.price}
              />
              <TextField
                name="operator"
                label="Operator"
                maxLength={100}
                placeholder="e.g. Pelni, Lion Air, Bintang Utara"
                error={errors.operator}
                defaultValue={values.operator}
                className="sm:col-span-2"
              />
              <TextArea
                name="changes"
                label="What changed?"
                required
                maxLength={5000}
                hint="New price, timetable, operator, road or port conditions: the more detail, the better."
                error={errors.changes}
                defaultValue={values.changes}
                className="sm:col-span-2"
              />
              <TextField
                name="evidence_url"
                type="url"
                label="Evidence URL"
                maxLength={2000}
                placeholder="https://"
                hint="A link to a photo of the ticket or timetable, or the operator's announcement (optional)."
                error={errors.evidence_url}
                defaultValue={values.evidence_url}
                className="sm:col-span-2"
              />
              <div className="sm:col-span-2">
                <SubmitButton busyText={SUBMITTING_TEXT} look="page">
                  Submit Update
                </SubmitButton>
              </div>
            </PublicForm>
          </section>

          <aside className="space-y-4" aria-label="How updates are handled">
            {[
              {
                Icon: Clock,
                title: "Reviewed within 24 hours",
                text: "We check every update against other reports and the operators before it goes into the guide.",
              },
              {
                Icon: ShieldCheck,
                title: "Your details stay private",
                text: "We publish the route information, never your name.",
              },
              {
                Icon: CheckCircle2,
                title: "Helps fellow travelers",
                text: "Fresh prices and timetables save others hours at ports and bus terminals.",
              },
            ].map(({ Icon, title, text }) => (
              <section key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
                <div>
                  <h2 className="font-bold text-ocean-900">{title}</h2>
                  <p className="mt-1 text-sm text-slate-700">{text}</p>
                </div>
              </section>
            ))}
          </aside>
        </div>
      </Container>
    </>
  );
}
