import { Mail, MessageCircle, Palmtree } from "lucide-react";
import type { ReactNode } from "react";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { mainNav } from "./site-nav.ts";
import { FOOTER_TEXT } from "./texts.ts";
import { SiteLink } from "./ui/index.tsx";

type FooterProps = {
  siteName: string;
  contactEmail: string;
  /**
   * The newsletter signup form. It belongs to the newsletter feature, so app/root.tsx passes it in:
   * shared components never import a feature.
   */
  newsletterForm: ReactNode;
};

const quickLinks = [
  { label: FOOTER_TEXT.transportHub, to: "/transport" },
  { label: FOOTER_TEXT.printableTransportGuide, to: "/transport-guide" },
  { label: FOOTER_TEXT.openTransportData, to: "/data" },
  { label: FOOTER_TEXT.destinations, to: "/destinations" },
  { label: FOOTER_TEXT.experiences, to: "/experiences" },
  { label: FOOTER_TEXT.planningEssentials, to: "/planning" },
  { label: FOOTER_TEXT.blog, to: "/blog" },
];

const supportLinks = [
  { label: FOOTER_TEXT.submitATransportUpdate, to: "/submit-update" },
  { label: FOOTER_TEXT.partnerWithUs, to: "/partners" },
  { label: FOOTER_TEXT.communityForum, to: "/community" },
  { label: FOOTER_TEXT.signInAccount, to: "/auth" },
  { label: FOOTER_TEXT.contact, to: "/contact" },
  { label: FOOTER_TEXT.privacyPolicy, to: "/privacy" },
  { label: FOOTER_TEXT.termsOfService, to: "/terms" },
];

export function Footer({ siteName, contactEmail, newsletterForm }: FooterProps) {
  const linkClass = "text-sand-100 underline-offset-2 hover:text-white hover:underline";
  return (
    <footer data-site-footer className="mt-16 bg-ocean-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <SiteLink to="/" className="flex items-center gap-2 text-white">
            <Palmtree aria-hidden="true" className="size-7 text-teal-100" />
            <span className="text-lg font-bold">{siteName}</span>
          </SiteLink>
          <p className="mt-3 text-sm leading-6">{FOOTER_TEXT.independentCheckedTravelInformation}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`mailto:${contactEmail}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail aria-hidden="true" className="size-4" />
                {contactEmail}
              </a>
            </li>
            <li>
              <SiteLink to="/community" className={`inline-flex items-center gap-2 ${linkClass}`}>
                <MessageCircle aria-hidden="true" className="size-4" />
                {FOOTER_TEXT.joinTheCommunity}
              </SiteLink>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            {FOOTER_TEXT.quickLinks}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <SiteLink to={l.to} className={linkClass}>
                  {l.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-semibold tracking-wide text-white uppercase">
            {FOOTER_TEXT.support}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {supportLinks.map((l) => (
              <li key={l.to}>
                <SiteLink to={l.to} className={linkClass}>
                  {l.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-sm font-semibold tracking-wide text-white uppercase">
            {FOOTER_TEXT.newsletter}
          </h2>
          <p className="mt-4 mb-3 text-sm leading-6">{FOOTER_TEXT.getTheFreeSulawesi}</p>
          {newsletterForm}
        </section>
      </div>

      {/* The whole menu, for the small-screen "Menu" link when JavaScript is off. */}
      <nav id="footer-nav" aria-label={FOOTER_TEXT.site} className="border-t border-ocean-800">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm sm:px-6 lg:px-8">
          {mainNav
            // Every item of the header menu, as in the mobile menu (the overview sub-items included).
            .flatMap((item) => [item, ...(item.children ?? [])])
            .map((l) => (
              <li key={`${l.label}-${l.to}`}>
                <SiteLink to={l.to} className={linkClass}>
                  {l.label}
                </SiteLink>
              </li>
            ))}
        </ul>
      </nav>

      <div className="border-t border-ocean-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-4 px-4 py-6 text-sm sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {siteName}
            {FOOTER_TEXT.allRightsReservedPrices}
          </p>
          <LanguageSwitch className={linkClass} />
        </div>
      </div>
    </footer>
  );
}
