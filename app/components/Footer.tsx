import { Mail, MessageCircle, Palmtree } from "lucide-react";
import type { ReactNode } from "react";
import type { Locale } from "~/lib/locale.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SharedMarkup } from "./SharedMarkup.tsx";
import { mainNavFor } from "./site-nav.ts";
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

/** The footer's two lists of links in one edition's words (English paths: SiteLink keeps the edition). */
function footerLinks(locale: Locale) {
  const t = FOOTER_TEXT[locale];
  return { quickLinks: quickLinks(t), supportLinks: supportLinks(t) };
}

const quickLinks = (FOOTER: (typeof FOOTER_TEXT)["en"]) => [
  { label: FOOTER.transportHub, to: "/transport" },
  { label: FOOTER.printableTransportGuide, to: "/transport-guide" },
  { label: FOOTER.openTransportData, to: "/data" },
  { label: FOOTER.destinations, to: "/destinations" },
  { label: FOOTER.experiences, to: "/experiences" },
  { label: FOOTER.planningEssentials, to: "/planning" },
  { label: FOOTER.blog, to: "/blog" },
];

const supportLinks = (FOOTER: (typeof FOOTER_TEXT)["en"]) => [
  { label: FOOTER.submitATransportUpdate, to: "/submit-update" },
  { label: FOOTER.partnerWithUs, to: "/partners" },
  { label: FOOTER.communityForum, to: "/community" },
  { label: FOOTER.signInAccount, to: "/auth" },
  { label: FOOTER.contact, to: "/contact" },
  { label: FOOTER.privacyPolicy, to: "/privacy" },
  { label: FOOTER.termsOfService, to: "/terms" },
];

export function Footer({ siteName, contactEmail, newsletterForm }: FooterProps) {
  const locale = useLocale();
  const t = FOOTER_TEXT[locale];
  const { quickLinks, supportLinks } = footerLinks(locale);
  const mainNav = mainNavFor(locale);
  const linkClass = "text-sand-100 underline-offset-2 hover:text-white hover:underline";
  return (
    <footer data-site-footer className="mt-16 bg-ocean-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <SharedMarkup as="div" markupKey={`footer-about:${siteName}:${contactEmail}`}>
          <SiteLink to="/" className="flex items-center gap-2 text-white">
            <Palmtree aria-hidden="true" className="size-7 text-teal-100" />
            <span className="text-lg font-bold">{siteName}</span>
          </SiteLink>
          <p className="mt-3 text-sm leading-6">{t.independentCheckedTravelInformation}</p>
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
                {t.joinTheCommunity}
              </SiteLink>
            </li>
          </ul>
        </SharedMarkup>

        <SharedMarkup as="nav" markupKey="footer-quick-links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t.quickLinks}
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
        </SharedMarkup>

        <SharedMarkup as="nav" markupKey="footer-support" aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t.support}
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
        </SharedMarkup>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t.newsletter}
          </h2>
          <p className="mt-4 mb-3 text-sm leading-6">{t.getTheFreeSulawesi}</p>
          {newsletterForm}
        </section>
      </div>

      {/* The whole menu, for the small-screen "Menu" link when JavaScript is off. */}
      <SharedMarkup
        as="nav"
        markupKey="footer-nav"
        id="footer-nav"
        aria-label={t.site}
        className="border-t border-ocean-800"
      >
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
      </SharedMarkup>

      <div className="border-t border-ocean-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-4 px-4 py-6 text-sm sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {siteName}
            {t.allRightsReservedPrices}
          </p>
          <LanguageSwitch className={linkClass} />
        </div>
      </div>
    </footer>
  );
}
