import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument.tsx";
import type { LegalContext } from "./privacy.tsx";

export function termsIntro({ siteName }: LegalContext) {
  return (
    <p>
      These terms are the agreement between you and {siteName} (“we”, “us”) for using this website, its guides, the
      community forum and our emails. Please read them: they include a travel disclaimer and limits on our liability.
    </p>
  );
}

/** The Terms of Service, section by section. */
export function termsSections({ siteName, contactEmail }: LegalContext): LegalSection[] {
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      body: (
        <p>
          By using the site you agree to these terms and to our <Link to="/privacy">Privacy Policy</Link>. If you do not
          agree, please do not use the site. If you use it on behalf of a company, such as a transport operator, you
          confirm that you may accept these terms for that company.
        </p>
      ),
    },
    {
      id: "service",
      title: "The service",
      body: (
        <>
          <p>
            {siteName} is a free travel-information website about Sulawesi, Indonesia. It offers destination guides, a
            transport hub with routes, prices and timetables, a printable transport guide, articles, a newsletter, a
            community forum, and forms to report transport updates and to request a partnership.
          </p>
          <p>
            We may change, add or remove parts of the service at any time. We try to keep the site available, but we do
            not promise that it will always be available or free of errors.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Accounts",
      body: (
        <>
          <p>
            You need an account to post, comment or upvote in the community. You must be at least 13 years old to create
            an account; if you are under the age of majority where you live, you need your parent’s or guardian’s
            permission.
          </p>
          <p>
            Give accurate information, keep your password secret and tell us straight away at {email} if you think
            someone else has used your account. You are responsible for what happens under your account. One person, one
            account: do not share it or create accounts to get around a suspension.
          </p>
        </>
      ),
    },
    {
      id: "user-content",
      title: "Your content and conduct",
      body: (
        <>
          <p>
            You keep ownership of what you post: posts, comments, photos, videos and transport updates. By posting, you
            give us a worldwide, non-exclusive, royalty-free licence to host, display, adapt (for example resize or
            translate) and publish it on the site and in our guides and emails, for as long as it is on the site and for
            a reasonable time afterwards in backups and printed guides already made. You confirm that you have the right
            to post it.
          </p>
          <p>When you use the site, do not:</p>
          <ul>
            <li>post anything unlawful, hateful, harassing, threatening, sexually explicit or violent;</li>
            <li>post false or misleading information, including invented prices or timetables;</li>
            <li>post other people’s personal information or images without their permission;</li>
            <li>post spam, undisclosed advertising, or links to malware or scams;</li>
            <li>infringe anyone’s copyright, trademark or other rights;</li>
            <li>impersonate anyone or misrepresent your connection with an operator;</li>
            <li>scrape the site in bulk, overload it, probe its security or interfere with how it works for others.</li>
          </ul>
          <p>
            We may review, edit for length or clarity, refuse or remove content, and we may suspend accounts that break
            these rules. We are not obliged to monitor everything posted, and content from members reflects their views,
            not ours. To report a post or comment, use its Report button when signed in, or write to {email}.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <p>
          The site’s text, artwork, maps, design and code belong to us or our licensors and are protected by copyright
          and other laws. You may read, print and share pages for your own personal, non-commercial travel planning,
          including printing the transport guide. Do not copy, republish, sell or build a product on our content without
          our written permission. The names and logos of airlines, ferry lines and other companies belong to their
          owners and are used only to identify them.
        </p>
      ),
    },
    {
      id: "travel-disclaimer",
      title: "Travel disclaimer",
      body: (
        <>
          <p>
            Our guides are general information, not professional advice. Routes, prices, timetables, entry rules and
            safety conditions in Sulawesi change often, sometimes without notice: flights are suspended, ferries are
            delayed by weather and roads close after landslides. We show the date we last checked time-sensitive
            figures, but we cannot guarantee that any information is complete, current or accurate.
          </p>
          <p>
            Always confirm schedules, prices and conditions with the operator or local authorities before you travel,
            check the official entry and visa requirements and your government’s travel advice, and take out suitable
            travel insurance. Diving, trekking, boat trips and other activities carry real risks; you take part at your
            own risk and are responsible for your own safety and decisions. We do not sell or operate any transport,
            tour or accommodation.
          </p>
        </>
      ),
    },
    {
      id: "third-party-links",
      title: "Third-party links and services",
      body: (
        <p>
          The site links to other websites and services, such as airlines, ferry operators, booking platforms, local
          contacts and social networks. We do not control them and are not responsible for their content, prices,
          availability, privacy practices or conduct. Any booking or agreement you make with them is between you and
          them, under their terms.
        </p>
      ),
    },
    {
      id: "affiliate-disclosure",
      title: "Affiliate disclosure",
      body: (
        <p>
          Some links to booking platforms, operators or products may be affiliate links. If you book or buy through one,
          we may earn a commission at no extra cost to you. Commissions help keep the guide free. They never decide what
          we recommend or how we rate it, and we do not accept payment for favourable reviews. Partner operators are
          listed because their information is useful, and a partnership does not change our editorial judgement.
        </p>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      body: (
        <>
          <p>
            The site is provided “as is” and “as available”, without warranties of any kind, whether express or implied,
            including warranties of accuracy, fitness for a particular purpose and non-infringement, to the extent the
            law allows.
          </p>
          <p>
            To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential
            or punitive damages, or for lost profits, missed connections, cancelled trips, lost bookings or data,
            arising from your use of the site or from relying on its information. Our total liability for all claims
            relating to the site is limited to the greater of 100 US dollars (USD 100) or the amount you paid us in the
            12 months before the claim arose.
          </p>
          <p>
            Some jurisdictions do not allow certain exclusions or limits, so some of the above may not apply to you.
            Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for
            death or personal injury caused by negligence.
          </p>
        </>
      ),
    },
    {
      id: "indemnification",
      title: "Indemnification",
      body: (
        <p>
          You agree to defend, indemnify and hold harmless {siteName} and the people who run it against any claims,
          losses, damages and costs (including reasonable legal fees) arising from content you post, your breach of
          these terms or your violation of anyone else’s rights or of the law.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Termination",
      body: (
        <p>
          You may stop using the site and delete your account at any time. We may suspend or close your account, or
          remove your access, if you break these terms, if the law requires it or if we stop offering the service; where
          reasonable we will tell you why. Sections that by their nature should survive termination, including those on
          content licences, intellectual property, disclaimers, limitation of liability, indemnification and governing
          law, continue to apply.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law",
      body: (
        <p>
          These terms are governed by the laws of the State of Delaware, United States of America, without regard to its
          conflict-of-laws rules. Any dispute that cannot be settled informally will be decided by the state or federal
          courts located in Delaware, and you and we consent to their jurisdiction. If you are a consumer, this does not
          take away any protection you have under the mandatory laws of the country where you live.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms. The date at the top shows when they last changed. We will give at least 30 days’
          notice of material changes, on the site and by email if you have an account, before they take effect. If you
          keep using the site after a change takes effect, you accept the new terms; if you do not agree, stop using the
          site and delete your account.
        </p>
      ),
    },
    {
      id: "severability",
      title: "Severability",
      body: (
        <p>
          If a court finds any part of these terms invalid or unenforceable, that part will be enforced to the maximum
          extent allowed or, if that is not possible, removed, and the rest of the terms stay in full force. If we do
          not enforce a right straight away, we have not given it up.
        </p>
      ),
    },
    {
      id: "entire-agreement",
      title: "Entire agreement",
      body: (
        <>
          <p>
            These terms, together with the Privacy Policy, are the entire agreement between you and us about the site
            and replace any earlier agreements about it. You may not transfer your rights under them; we may transfer
            ours to a successor that runs the site.
          </p>
          <p>Questions about these terms: email {email}.</p>
        </>
      ),
    },
  ];
}
