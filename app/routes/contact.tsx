import { ArrowRight, Clock, Globe, Mail, MessageCircle, MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import { FORM_PAGE_HOME_CRUMB } from "~/components/form/crumbs.ts";
import { TextArea, TextField } from "~/components/form/Field.tsx";
import { keptInput, PublicForm, SubmitButton } from "~/components/form/Form.tsx";
import { Link } from "~/components/Link.tsx";
import { ToastNotice } from "~/components/Toaster.tsx";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { publicFormTexts, VIA_FETCHER } from "~/features/submissions/constants.ts";
import { contactMessageForm, handlePublicForm } from "~/features/submissions/form-action.server.ts";
import { CONTACT_FORM_TEXTS, formTexts, CONTACT_PAGE_TEXTS as T } from "~/features/submissions/texts.ts";
import { publicConfig } from "~/lib/config.server.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { localizePath } from "~/lib/locale.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { answerScriptWithJson } from "~/lib/script-answer.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Route } from "./+types/contact";

export function loader() {
  const { contactEmail, whatsappNumber } = publicConfig();
  return { contactEmail, whatsappNumber, whatsappDigits: whatsappNumber.replace(/\D/g, "") };
}

/** Not hydrated: the form script enhances the form (ADR 0020). */
export const handle: RouteHandle = { enhanceForms: true };

/** The form script's posts (Accept: application/json) are answered with JSON, before React Router renders. */
export const middleware: Route.MiddlewareFunction[] = [answerScriptWithJson(action)];

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(contactMessageForm, request, context);
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
    path: "/contact",
    jsonLd: [
      breadcrumbs(site, [
        [FORM_PAGE_HOME_CRUMB[locale], "/"],
        [t.crumb, "/contact"],
      ]),
    ],
  });
};

function SideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = `contact-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 id={id} className="font-bold text-ocean-900">
          {title}
        </h2>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </section>
  );
}

const faqLinks = (t: (typeof T)["en"]) => [
  { to: "/transport", ...t.faqLinks.transport },
  { to: "/submit-update", ...t.faqLinks.submitUpdate },
  { to: "/community", ...t.faqLinks.community },
];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { contactEmail, whatsappNumber, whatsappDigits } = loaderData;
  const { errors, values } = keptInput(actionData);
  const locale = useLocale();
  const t = T[locale];
  const formT = CONTACT_FORM_TEXTS[locale];
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
            aria-labelledby="send-message"
            className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="send-message" className="text-2xl font-bold text-ocean-900">
              {formT.heading}
            </h2>
            <p className="mt-1 text-slate-600">{formT.intro}</p>
            <PublicForm
              action={localizePath("/contact", locale)}
              texts={publicFormTexts(formTexts[locale].contactMissing, locale)}
              via={VIA_FETCHER}
              className="relative mt-6 grid gap-5 sm:grid-cols-2"
            >
              <TextField
                name="first_name"
                label={formT.fields.first_name.label}
                required
                maxLength={60}
                autoComplete="given-name"
                error={errors.first_name}
                defaultValue={values.first_name}
              />
              <TextField
                name="last_name"
                label={formT.fields.last_name.label}
                required
                maxLength={60}
                autoComplete="family-name"
                error={errors.last_name}
                defaultValue={values.last_name}
              />
              <TextField
                name="email"
                type="email"
                label={formT.fields.email.label}
                required
                maxLength={254}
                autoComplete="email"
                error={errors.email}
                defaultValue={values.email}
                className="sm:col-span-2"
              />
              <TextField
                name="subject"
                label={formT.fields.subject.label}
                required
                maxLength={150}
                error={errors.subject}
                defaultValue={values.subject}
                className="sm:col-span-2"
              />
              <TextArea
                name="message"
                label={formT.fields.message.label}
                required
                rows={6}
                maxLength={5000}
                error={errors.message}
                defaultValue={values.message}
                className="sm:col-span-2"
              />
              <div className="sm:col-span-2">
                <SubmitButton busyText={formT.busy} look="page">
                  {formT.submit}
                </SubmitButton>
              </div>
            </PublicForm>
          </section>

          <div className="space-y-4">
            <SideCard icon={<Mail aria-hidden="true" className="size-5" />} title={t.email}>
              <a
                href={`mailto:${contactEmail}`}
                className="font-medium break-all text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
              >
                {contactEmail}
              </a>
            </SideCard>
            <SideCard icon={<MessageCircle aria-hidden="true" className="size-5" />} title={t.whatsapp}>
              <a
                href={`https://wa.me/${whatsappDigits}`}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
              >
                {whatsappNumber}
                <span className="sr-only">{t.whatsappNewTab}</span>
              </a>
            </SideCard>
            <SideCard icon={<Globe aria-hidden="true" className="size-5" />} title={t.location}>
              <p>{t.basedIn}</p>
              <p className="text-sm text-slate-600">{t.serving}</p>
            </SideCard>
            <SideCard icon={<Clock aria-hidden="true" className="size-5" />} title={t.responseTime}>
              <p>{t.responseHours}</p>
            </SideCard>
          </div>
        </div>

        <section aria-labelledby="faq" className="mt-10 rounded-2xl bg-ocean-50 p-6 sm:p-8">
          <h2 id="faq" className="flex items-center gap-2 text-xl font-bold text-ocean-900">
            <MessagesSquare aria-hidden="true" className="size-6 text-teal-700" />
            {t.faqHeading}
          </h2>
          <p className="mt-2 text-slate-700">{t.faqIntro}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {faqLinks(t).map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="group flex h-full flex-col rounded-xl border border-ocean-100 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow-md"
                >
                  <span className="flex items-center justify-between gap-2 font-semibold text-ocean-900 group-hover:underline">
                    {l.label}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  </span>
                  <span className="mt-1 text-sm text-slate-700">{l.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
