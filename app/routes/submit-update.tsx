import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { SelectField, TextArea, TextField } from "~/components/form/Field.tsx";
import { keptInput, PublicForm, SubmitButton } from "~/components/form/Form.tsx";
import { ToastNotice } from "~/components/Toaster.tsx";
import { CRUMB_TEXT } from "~/components/texts.ts";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { OTHER_ROUTE, publicFormTexts, VIA_FETCHER } from "~/features/submissions/constants.ts";
import { handlePublicForm, transportUpdateForm } from "~/features/submissions/form-action.server.ts";
import { preselectedRoute, routeOptionGroups } from "~/features/submissions/route-options.server.ts";
import {
  formTexts,
  REQUIRED_FIELDS_NOTE,
  SUBMITTING_TEXT,
  SUBMIT_UPDATE_PAGE_TEXTS as T,
  UPDATE_FORM_TEXTS,
} from "~/features/submissions/texts.ts";
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/submit-update",
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [T.crumb, "/submit-update"],
      ]),
    ],
  });
};

export default function SubmitUpdate({ actionData, loaderData }: Route.ComponentProps) {
  const { errors, values } = keptInput(actionData);
  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        trail={[{ label: CRUMB_TEXT.home, to: "/" }, { label: T.crumb }]}
      />
      <ToastNotice toast={actionData?.toast} />
      <Container className="py-10">
        <div className="grid gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="update-form"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="update-form" className="text-2xl font-bold text-ocean-900">
              {UPDATE_FORM_TEXTS.heading}
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
                label={UPDATE_FORM_TEXTS.fields.name.label}
                required
                maxLength={100}
                autoComplete="name"
                error={errors.name}
                defaultValue={values.name}
              />
              <SelectField
                name="route"
                label={UPDATE_FORM_TEXTS.fields.route.label}
                required
                placeholder={UPDATE_FORM_TEXTS.fields.route.placeholder}
                groups={loaderData.routeGroups}
                options={[OTHER_ROUTE]}
                error={errors.route}
                defaultValue={values.route ?? loaderData.preselected}
              />
              <TextField
                name="travel_date"
                type="date"
                label={UPDATE_FORM_TEXTS.fields.travel_date.label}
                error={errors.travel_date}
                defaultValue={values.travel_date}
              />
              <TextField
                name="price"
                label={UPDATE_FORM_TEXTS.fields.price.label}
                maxLength={100}
                placeholder={UPDATE_FORM_TEXTS.fields.price.placeholder}
                error={errors.price}
                defaultValue={values.price}
              />
              <TextField
                name="operator"
                label={UPDATE_FORM_TEXTS.fields.operator.label}
                maxLength={100}
                placeholder={UPDATE_FORM_TEXTS.fields.operator.placeholder}
                error={errors.operator}
                defaultValue={values.operator}
                className="sm:col-span-2"
              />
              <TextArea
                name="changes"
                label={UPDATE_FORM_TEXTS.fields.changes.label}
                required
                maxLength={5000}
                hint={UPDATE_FORM_TEXTS.fields.changes.hint}
                error={errors.changes}
                defaultValue={values.changes}
                className="sm:col-span-2"
              />
              <TextField
                name="evidence_url"
                type="url"
                label={UPDATE_FORM_TEXTS.fields.evidence_url.label}
                maxLength={2000}
                placeholder={UPDATE_FORM_TEXTS.fields.evidence_url.placeholder}
                hint={UPDATE_FORM_TEXTS.fields.evidence_url.hint}
                error={errors.evidence_url}
                defaultValue={values.evidence_url}
                className="sm:col-span-2"
              />
              <div className="sm:col-span-2">
                <SubmitButton busyText={SUBMITTING_TEXT} look="page">
                  {UPDATE_FORM_TEXTS.submit}
                </SubmitButton>
              </div>
            </PublicForm>
          </section>

          <aside className="space-y-4" aria-label={T.handlingLabel}>
            {[
              {
                Icon: Clock,
                ...T.handling.reviewed,
              },
              {
                Icon: ShieldCheck,
                ...T.handling.private,
              },
              {
                Icon: CheckCircle2,
                ...T.handling.helps,
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
