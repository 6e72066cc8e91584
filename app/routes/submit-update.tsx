import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { FORM_PAGE_HOME_CRUMB } from "~/components/form/crumbs.ts";
import { SelectField, TextArea, TextField } from "~/components/form/Field.tsx";
import { keptInput, PublicForm, SubmitButton } from "~/components/form/Form.tsx";
import { ToastNotice } from "~/components/Toaster.tsx";
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
import { localeOf, localizePath } from "~/lib/locale.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { answerScriptWithJson } from "~/lib/script-answer.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Route } from "./+types/submit-update";

/** Not hydrated: the form script enhances the form (ADR 0020). */
export const handle: RouteHandle = { enhanceForms: true };

/** The form script's posts (Accept: application/json) are answered with JSON, before React Router renders. */
export const middleware: Route.MiddlewareFunction[] = [answerScriptWithJson(action)];

/** The route list (the spec's routes, then every route the site lists) and the route a link preselects. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    routeGroups: routeOptionGroups(localeOf(request)),
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
  const locale = site.locale ?? "en";
  const t = T[locale];
  return seo(site, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: "/submit-update",
    jsonLd: [
      breadcrumbs(site, [
        [FORM_PAGE_HOME_CRUMB[locale], "/"],
        [t.crumb, "/submit-update"],
      ]),
    ],
  });
};

export default function SubmitUpdate({ actionData, loaderData }: Route.ComponentProps) {
  const { errors, values } = keptInput(actionData);
  const locale = useLocale();
  const t = T[locale];
  const formT = UPDATE_FORM_TEXTS[locale];
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        trail={[{ label: FORM_PAGE_HOME_CRUMB[locale], to: "/" }, { label: t.crumb }]}
      />
      <ToastNotice toast={actionData?.toast} />
      <Container className="py-10">
        <div className="grid gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="update-form"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="update-form" className="text-2xl font-bold text-ocean-900">
              {formT.heading}
            </h2>
            <p className="mt-1 text-slate-600">{REQUIRED_FIELDS_NOTE[locale]}</p>
            <PublicForm
              action={localizePath("/submit-update", locale)}
              texts={publicFormTexts(formTexts[locale].updateMissing, locale)}
              via={VIA_FETCHER}
              className="relative mt-6 grid gap-5 sm:grid-cols-2"
            >
              <TextField
                name="name"
                label={formT.fields.name.label}
                required
                maxLength={100}
                autoComplete="name"
                error={errors.name}
                defaultValue={values.name}
              />
              <SelectField
                name="route"
                label={formT.fields.route.label}
                required
                placeholder={formT.fields.route.placeholder}
                groups={loaderData.routeGroups}
                options={[{ value: OTHER_ROUTE, label: formT.fields.route.other }]}
                error={errors.route}
                defaultValue={values.route ?? loaderData.preselected}
              />
              <TextField
                name="travel_date"
                type="date"
                label={formT.fields.travel_date.label}
                error={errors.travel_date}
                defaultValue={values.travel_date}
              />
              <TextField
                name="price"
                label={formT.fields.price.label}
                maxLength={100}
                placeholder={formT.fields.price.placeholder}
                error={errors.price}
                defaultValue={values.price}
              />
              <TextField
                name="operator"
                label={formT.fields.operator.label}
                maxLength={100}
                placeholder={formT.fields.operator.placeholder}
                error={errors.operator}
                defaultValue={values.operator}
                className="sm:col-span-2"
              />
              <TextArea
                name="changes"
                label={formT.fields.changes.label}
                required
                maxLength={5000}
                hint={formT.fields.changes.hint}
                error={errors.changes}
                defaultValue={values.changes}
                className="sm:col-span-2"
              />
              <TextField
                name="evidence_url"
                type="url"
                label={formT.fields.evidence_url.label}
                maxLength={2000}
                placeholder={formT.fields.evidence_url.placeholder}
                hint={formT.fields.evidence_url.hint}
                error={errors.evidence_url}
                defaultValue={values.evidence_url}
                className="sm:col-span-2"
              />
              <div className="sm:col-span-2">
                <SubmitButton busyText={SUBMITTING_TEXT[locale]} look="page">
                  {formT.submit}
                </SubmitButton>
              </div>
            </PublicForm>
          </section>

          <aside className="space-y-4" aria-label={t.handlingLabel}>
            {[
              {
                Icon: Clock,
                ...t.handling.reviewed,
              },
              {
                Icon: ShieldCheck,
                ...t.handling.private,
              },
              {
                Icon: CheckCircle2,
                ...t.handling.helps,
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
