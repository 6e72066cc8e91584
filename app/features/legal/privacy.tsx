import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument.tsx";

export type LegalContext = { siteName: string; contactEmail: string };

function Email({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

export function privacyIntro({ siteName }: LegalContext) {
  return (
    <p>
      This policy explains what personal information {siteName} (“we”, “us”) collects when you use this website, why we
      collect it, who we share it with and the choices you have. We try to collect as little as we can: you can read
      every guide, route and article without an account and without giving us any personal information.
    </p>
  );
}

/** The Privacy Policy, section by section. Plain language; keep it true to what the site does. */
export function privacySections({ siteName, contactEmail }: LegalContext): LegalSection[] {
  return [
    {
      id: "information-we-collect",
      title: "Information we collect",
      body: (
        <>
          <p>We collect information in three ways.</p>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Newsletter and guide sign-up:</strong> your email address and, if you choose to give it, your
              name.
            </li>
            <li>
              <strong>Account:</strong> your name, email address and password (stored only as a secure hash), and
              optionally a profile picture and a short description of yourself as a traveller or operator.
            </li>
            <li>
              <strong>Community forum:</strong> the posts, comments, photos and videos you publish, and the posts you
              upvote. Posts and comments are public and show your name, and your profile page shows your name, badge,
              picture, the date you joined and your visible posts and comments (never your email address). When you edit
              a post or comment more than five minutes after publishing it, the earlier version stays readable on its
              history page. If you report a post or comment, we keep the reason and your note for our moderators; nobody
              else, not even the author, is told who reported. For reply emails we keep your choice (all, your posts
              only or none), the threads you watch or unwatch, and which replies we have told you about.
            </li>
            <li>
              <strong>Transport updates:</strong> your name, the route, your travel date, the changes you report, the
              price and operator, and any evidence link you add.
            </li>
            <li>
              <strong>Partner requests:</strong> your company name, routes, WhatsApp number, a link to your prices and
              any notes.
            </li>
            <li>
              <strong>Messages to us:</strong> whatever you write when you email or message us, with your email address
              or phone number.
            </li>
          </ul>
          <h3>Information collected automatically</h3>
          <p>
            Like most websites, our server records technical information with each request: your IP address, the page
            requested, the date and time, your browser’s user-agent string and the referring page. We use these logs to
            keep the site running and secure. We do not use them to build profiles of visitors.
          </p>
          <h3>Information from others</h3>
          <p>
            If another member mentions you in a public post, that post may contain information about you. We do not buy
            personal information from data brokers.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use your information",
      body: (
        <>
          <p>We use personal information only to:</p>
          <ul>
            <li>send you the newsletter and the free transport guide you asked for;</li>
            <li>create and run your account, keep you signed in and let you take part in the community;</li>
            <li>review transport updates and keep our routes and prices accurate;</li>
            <li>answer partner requests and messages;</li>
            <li>send service emails, such as confirming your email address or resetting your password;</li>
            <li>protect the site and its members against spam, abuse and fraud;</li>
            <li>meet our legal obligations.</li>
          </ul>
          <p>
            Where the law requires a legal basis (for example in the European Union and the United Kingdom), we rely on
            your consent for the newsletter, on performing our agreement with you for your account and the community,
            and on our legitimate interest in running a reliable, secure and accurate guide for everything else. You can
            withdraw consent at any time; this does not affect what we did before.
          </p>
          <p>We do not sell your personal information, and we do not use it for advertising profiles.</p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "How we share information",
      body: (
        <>
          <p>We share personal information only in these cases:</p>
          <ul>
            <li>
              <strong>Service providers</strong> who host the site, store files, deliver our emails or back up our data.
              They act on our instructions, may use the information only to provide their service to us, and must keep
              it secure.
            </li>
            <li>
              <strong>Other visitors,</strong> for what you choose to publish in the community (your name, profile
              picture, posts and comments).
            </li>
            <li>
              <strong>Legal reasons:</strong> when the law requires it, or when it is necessary to protect the rights,
              property or safety of our members, the public or us.
            </li>
            <li>
              <strong>A change of ownership:</strong> if {siteName} is sold or merged, personal information may pass to
              the new owner, who must keep to this policy or tell you before changing it.
            </li>
          </ul>
          <p>
            When you follow a link to another website, such as an airline, a booking platform or a social network you
            share an article on, that site’s own privacy policy applies.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <>
          <p>Cookies are small files a website stores in your browser. This is how we use them today, by category:</p>
          <ul>
            <li>
              <strong>Essential cookies:</strong> when you sign in, we set a session cookie that keeps you signed in and
              protects your account against cross-site attacks. It is needed for accounts to work, so it does not need
              your consent. It ends when you sign out or when the session expires. Beside it, a second cookie holds only
              "signed_in=1", so that our pages know to show your account menu; it identifies nothing and ends with the
              session. If you never sign in, we set neither.
            </li>
            <li>
              <strong>Analytics cookies:</strong> we do not currently set any. We do not use third-party analytics
              services that track you across websites.
            </li>
            <li>
              <strong>Functional cookies:</strong> we do not currently set any beyond the essential sign-in cookie.
            </li>
            <li>
              <strong>Marketing cookies:</strong> we do not currently set any, and we do not show third-party
              advertising.
            </li>
          </ul>
          <p>
            If this changes, we will update this policy before the new cookies are used and, where the law requires it,
            ask for your consent first, with a way to refuse or withdraw it. You can also block or delete cookies in
            your browser settings; if you block essential cookies you will not be able to sign in.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security and retention",
      body: (
        <>
          <p>
            We protect personal information with encrypted connections (HTTPS), hashed passwords and access limited to
            the people who need it. No system is perfectly secure, so we cannot guarantee absolute security; if a breach
            affects your information, we will tell you and the authorities where the law requires.
          </p>
          <p>We keep personal information only as long as we need it:</p>
          <ul>
            <li>newsletter details until you unsubscribe;</li>
            <li>account details until you delete your account, after which we remove them within 30 days;</li>
            <li>
              transport updates, partner requests and messages for as long as they are useful to keep the guide accurate
              or to answer you, and for no more than three years;
            </li>
            <li>server logs for up to 90 days, unless we need them longer to investigate abuse.</li>
          </ul>
          <p>
            When you delete your account (on your account page), we delete at once your profile, your sessions, your
            avatar, the posts, comments, upvotes and reports you made in the community and your reply-email settings;
            the photos and videos attached to your posts are removed from our storage within about an hour.
          </p>
          <p>
            Deleted information, including a deleted account and its content, can remain in backups for a short time,
            until they are overwritten.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>
            Depending on where you live (for example under the EU or UK General Data Protection Regulation, or
            Indonesia’s Personal Data Protection Law), you may have the right to:
          </p>
          <ul>
            <li>ask for a copy of the personal information we hold about you;</li>
            <li>have inaccurate information corrected;</li>
            <li>have your information deleted;</li>
            <li>receive your information in a portable format;</li>
            <li>object to, or ask us to restrict, how we use it;</li>
            <li>withdraw your consent at any time.</li>
          </ul>
          <p>
            We offer these rights to everyone, wherever you live. Every newsletter email has an unsubscribe link. For
            anything else, write to <Email address={contactEmail} />; we will answer within 30 days and may ask you to
            confirm your identity first. You also have the right to complain to your local data protection authority.
          </p>
        </>
      ),
    },
    {
      id: "international-transfers",
      title: "International transfers",
      body: (
        <p>
          We are based in Indonesia and serve travellers worldwide, and our service providers may process information in
          other countries. Those countries may have different data protection laws from yours. When we transfer personal
          information across borders, we use safeguards the law recognises, such as standard contractual clauses, and we
          only work with providers that protect it to the standard this policy describes.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children’s privacy",
      body: (
        <p>
          The site is for a general audience and is not directed at children. You must be at least 13 years old to
          create an account, sign up for the newsletter or post in the community, and we do not knowingly collect
          personal information from children under 13. If you believe a child under 13 has given us personal
          information, write to <Email address={contactEmail} /> and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We may update this policy when the site or the law changes. The date at the top shows when it last changed. If
          we make a material change, we will announce it on the site and, if you have an account or subscribe to the
          newsletter, tell you by email before it takes effect. The current version always applies.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions or requests about your privacy: email <Email address={contactEmail} />. You can also reach us
          through the <Link to="/contact">contact page</Link>. Please do not send passwords or payment details by email.
        </p>
      ),
    },
  ];
}
