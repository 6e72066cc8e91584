import { ArrowRight, Clock, Globe, Mail, MessageCircle, MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { publicConfig } from "~/lib/config.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/contact";

export function loader() {
  const { contactEmail, whatsappNumber } = publicConfig();
  return { contactEmail, whatsappNumber, whatsappDigits: whatsappNumber.replace(/\D/g, "") };
}

const description =
  "Questions about travelling in Sulawesi, corrections to our routes and prices, or partnership ideas: email or message us on WhatsApp.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: "Contact us",
    description,
    path: "/contact",
    jsonLd: [
      breadcrumbs(site, [
        ["Home", "/"],
        ["Contact", "/contact"],
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

const faqLinks = [
  {
    to: "/transport",
    label: "Transport Hub",
    text: "Routes, prices and timetables for flights, ferries and buses.",
  },
  {
    to: "/submit-update",
    label: "Submit an Update",
    text: "Found a new price or schedule? Tell us and we will check it.",
  },
  {
    to: "/community",
    label: "Community",
    text: "Ask other travellers and share what you found on the road.",
  },
];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { contactEmail, whatsappNumber, whatsappDigits } = loaderData;
  return (
    <>
      <PageHeader
        title="Get in Touch"
        subtitle="Questions about a trip, a correction to our routes and prices, or an idea for working together: we read every message."
        trail={[{ label: "Home", to: "/" }, { label: "Contact" }]}
      />
      <Container className="py-10">
        <div className="grid gap-8 lg:grid-cols-3">
          {/* The message form replaces the body of this card once it lands. */}
          <section
            aria-labelledby="send-message"
            className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="send-message" className="text-2xl font-bold text-ocean-900">
              Send us a Message
            </h2>
            <p className="mt-1 text-slate-600">We'll get back to you within 24 hours</p>
            <div className="mt-6 rounded-xl bg-sand-50 p-5 leading-7 text-slate-700">
              <p>
                Write to us at{" "}
                <a
                  href={`mailto:${contactEmail}`}
                  className="font-semibold break-all text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
                >
                  {contactEmail}
                </a>{" "}
                with your question, the route or place it is about and, if you are reporting a change, when you
                travelled. The more detail you give, the faster we can help.
              </p>
            </div>
          </section>

          <div className="space-y-4">
            <SideCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
              <a
                href={`mailto:${contactEmail}`}
                className="font-medium break-all text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
              >
                {contactEmail}
              </a>
            </SideCard>
            <SideCard icon={<MessageCircle aria-hidden="true" className="size-5" />} title="WhatsApp">
              <a
                href={`https://wa.me/${whatsappDigits}`}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
              >
                {whatsappNumber}
                <span className="sr-only"> (opens WhatsApp in a new tab)</span>
              </a>
            </SideCard>
            <SideCard icon={<Globe aria-hidden="true" className="size-5" />} title="Location">
              <p>Based in Indonesia</p>
              <p className="text-sm text-slate-600">Serving travelers worldwide</p>
            </SideCard>
            <SideCard icon={<Clock aria-hidden="true" className="size-5" />} title="Response time">
              <p>24-48 hours</p>
            </SideCard>
          </div>
        </div>

        <section aria-labelledby="faq" className="mt-10 rounded-2xl bg-ocean-50 p-6 sm:p-8">
          <h2 id="faq" className="flex items-center gap-2 text-xl font-bold text-ocean-900">
            <MessagesSquare aria-hidden="true" className="size-6 text-teal-700" />
            Frequently Asked
          </h2>
          <p className="mt-2 text-slate-700">Many questions already have an answer on the site:</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {faqLinks.map((l) => (
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
