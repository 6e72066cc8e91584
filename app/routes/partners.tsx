import { BadgeCheck, Handshake, Megaphone, MessageCircle, Users } from "lucide-react";
import { FORM_PAGE_HOME_CRUMB } from "~/components/form/crumbs.ts";
import { TextArea, TextField } from "~/components/form/Field.tsx";
import { keptInput, PublicForm, SubmitButton } from "~/components/form/Form.tsx";
import { ToastNotice } from "~/components/Toaster.tsx";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { contentCounts, partnerOperatorCount } from "~/features/stats/site-stats.server.ts";
import { partnerBenefits, partnerContactRule, publicFormTexts, VIA_FETCHER } from "~/features/submissions/constants.ts";
import { handlePublicForm, partnerRequestForm } from "~/features/submissions/form-action.server.ts";
import { PARTNER_NEXT_STEPS } from "~/features/submissions/partner-texts.ts";
import {
  formTexts,
  PARTNER_CONTACT_HINT,
  PARTNER_FORM_TEXTS,
  PARTNER_REACH_LABELS,
  REQUIRED_FIELDS_NOTE,
  SUBMITTING_TEXT,
  PARTNERS_PAGE_TEXTS as T,
} from "~/features/submissions/texts.ts";
import { atLeast } from "~/lib/claims.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { answerScriptWithJson } from "~/lib/script-answer.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Route } from "./+types/partners";

/** Not hydrated: the form script enhances the form (ADR 0020). */
export const handle: RouteHandle = { enhanceForms: true };

/** The form script's posts (Accept: application/json) are answered with JSON, before React Router renders. */
export const middleware: Route.MiddlewareFunction[] = [answerScriptWithJson(action)];

/**
 * The page's reach figures, counted (issue 19): the routes the guide lists and the operators already
 * partnered (approved requests). A figure with nothing behind it is not shown. The routes checked since
 * 2023 (merged data, issue 27 point 7) back the listing benefit's claim.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const labels = PARTNER_REACH_LABELS[localeOf(request)];
  const partners = await partnerOperatorCount().catch((error: unknown) => {
    log.warn("partners: could not count partner operators", error);
    return 0;
  });
  const counts = contentCounts();
  const reach: { value: string | null; label: string }[] = [
    { value: atLeast(partners), label: labels.partners },
    { value: atLeast(counts.routes), label: labels.routes },
  ];
  return {
    reach: reach.filter((r): r is { value: string; label: string } => r.value !== null),
    checkedRoutes: atLeast(counts.checkedRoutes),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(partnerRequestForm, request, context);
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
    path: "/partners",
    jsonLd: [
      breadcrumbs(site, [
        [FORM_PAGE_HOME_CRUMB[locale], "/"],
        [t.crumb, "/partners"],
      ]),
    ],
  });
};

const benefitIcons = { reach: Users, dated: BadgeCheck, direct: Megaphone } as const;

export default function Partners({ actionData, loaderData }: Route.ComponentProps) {
  const { reach, checkedRoutes } = loaderData;
  const locale = useLocale();
  const t = T[locale];
  const formT = PARTNER_FORM_TEXTS[locale];
  const benefits = partnerBenefits(checkedRoutes, locale).map((b) => ({ ...b, Icon: benefitIcons[b.id] }));
  const { errors, values } = keptInput(actionData);
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        trail={[{ label: FORM_PAGE_HOME_CRUMB[locale], to: "/" }, { label: t.crumb }]}
      />
      <ToastNotice toast={actionData?.toast} />
      <Container className="py-10">
        <section aria-labelledby="partner-reach" className="mb-10">
          <h2 id="partner-reach" className="sr-only">
            {t.reachHeading}
          </h2>
          <ul className={`grid gap-4 ${reach.length > 1 ? "sm:grid-cols-2" : ""}`}>
            {reach.map(({ value, label }) => (
              <li key={label} className="rounded-2xl bg-ocean-50 p-6 text-center text-slate-700">
                <strong className="block text-3xl font-extrabold text-ocean-900">{value}</strong> {label}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partner-benefits">
          <h2 id="partner-benefits" className="text-2xl font-bold text-ocean-900">
            {t.benefitsHeading}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {benefits.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-teal-700" />
                <h3 className="mt-3 font-bold text-ocean-900">{title}</h3>
                <p className="mt-1 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="partner-form"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="partner-form" className="flex items-center gap-2 text-2xl font-bold text-ocean-900">
              <Handshake aria-hidden="true" className="size-7 text-teal-700" />
              {formT.heading}
            </h2>
            <p className="mt-1 text-slate-600">{REQUIRED_FIELDS_NOTE[locale]}</p>
            <PublicForm
              action={localizePath("/partners", locale)}
              texts={publicFormTexts(formTexts[locale].partnerMissing, locale)}
              via={VIA_FETCHER}
              oneOf={partnerContactRule(locale)}
              className="relative mt-6 grid gap-5"
            >
              <TextField
                name="company"
                label={formT.fields.company.label}
                required
                maxLength={150}
                autoComplete="organization"
                error={errors.company}
                defaultValue={values.company}
              />
              <TextArea
                name="routes"
                label={formT.fields.routes.label}
                required
                rows={4}
                maxLength={2000}
                hint={formT.fields.routes.hint}
                error={errors.routes}
                defaultValue={values.routes}
              />
              <fieldset className="grid gap-5 sm:grid-cols-2" aria-describedby="partner-contact-hint">
                <legend className="mb-1 text-sm font-semibold text-slate-800">
                  {formT.contactLegend}{" "}
                  <span className="text-coral-700" aria-hidden="true">
                    *
                  </span>
                </legend>
                <p id="partner-contact-hint" className="-mt-3 text-sm text-slate-600 sm:col-span-2">
                  {PARTNER_CONTACT_HINT[locale]}
                </p>
                <TextField
                  name="email"
                  type="email"
                  label={formT.fields.email.label}
                  maxLength={254}
                  autoComplete="email"
                  error={errors.email}
                  defaultValue={values.email}
                />
                <TextField
                  name="whatsapp"
                  type="tel"
                  label={formT.fields.whatsapp.label}
                  maxLength={30}
                  autoComplete="tel"
                  placeholder={formT.fields.whatsapp.placeholder}
                  error={errors.whatsapp}
                  defaultValue={values.whatsapp}
                />
              </fieldset>
              <TextField
                name="pricing_link"
                type="url"
                label={formT.fields.pricing_link.label}
                maxLength={2000}
                placeholder={formT.fields.pricing_link.placeholder}
                hint={formT.fields.pricing_link.hint}
                error={errors.pricing_link}
                defaultValue={values.pricing_link}
              />
              <TextArea
                name="notes"
                label={formT.fields.notes.label}
                rows={4}
                maxLength={5000}
                error={errors.notes}
                defaultValue={values.notes}
              />
              <div>
                <SubmitButton busyText={SUBMITTING_TEXT[locale]} look="page">
                  {formT.submit}
                </SubmitButton>
              </div>
            </PublicForm>
          </section>

          <section aria-labelledby="partner-next" className="self-start rounded-2xl bg-ocean-50 p-6 sm:p-8">
            <h2 id="partner-next" className="flex items-center gap-2 text-xl font-bold text-ocean-900">
              <MessageCircle aria-hidden="true" className="size-6 text-teal-700" />
              {t.nextStepsHeading}
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
              {PARTNER_NEXT_STEPS[locale].map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
      </Container>
    </>
  );
}
