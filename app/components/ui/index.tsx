import { CalendarCheck, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { type LinkProps, Link as RouterLink } from "react-router";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale, useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import { Link } from "../Link.tsx";
import { UI_TEXT } from "../texts.ts";

/**
 * Shared presentational primitives. Plain server-rendered HTML and Tailwind: no client state, so
 * they work on pages that are not hydrated.
 */

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useTexts(UI_TEXT);
  return (
    <nav aria-label={t.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ocean-100">
        {trail.map((c, i) => (
          <li key={c.to ?? c.label} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {c.to ? (
              <Link to={c.to} className="underline-offset-2 hover:text-white hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-white">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The coloured band at the top of content pages, holding the page's one <h1>. */
export function PageHeader({
  title,
  subtitle,
  trail,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  trail?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-ocean-800 via-ocean-700 to-teal-700 text-white">
      <Container className="py-12 sm:py-16">
        {trail ? <Breadcrumbs trail={trail} /> : null}
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-3xl text-lg text-ocean-50">{subtitle}</p> : null}
        {children}
      </Container>
    </div>
  );
}

const badgeTones = {
  neutral: "bg-slate-100 text-slate-800",
  ocean: "bg-ocean-100 text-ocean-900",
  teal: "bg-teal-100 text-teal-800",
  sand: "bg-sand-200 text-slate-900",
  coral: "bg-coral-100 text-coral-700",
  green: "bg-green-100 text-green-900",
  yellow: "bg-yellow-100 text-yellow-900",
  red: "bg-red-100 text-red-900",
} as const;
export type BadgeTone = keyof typeof badgeTones;

export function Badge({ children, tone = "neutral" }: { children: ReactNode; tone?: BadgeTone }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}

/** The spec's colours: Easy green, Moderate yellow, Challenging (or Advanced) red. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone: BadgeTone = difficulty === "Easy" ? "green" : difficulty === "Moderate" ? "yellow" : "red";
  return <Badge tone={tone}>{difficulty}</Badge>;
}

/** Luxury has its own colour; the other levels share the default. */
export function BudgetBadge({ level }: { level: string }) {
  return <Badge tone={level === "Luxury" ? "coral" : "ocean"}>{level}</Badge>;
}

/**
 * Shown beside time-sensitive figures. `label` and `covers` say what the date is about ("Routes last
 * checked", "the date we last compared these routes with their sources; ..."), so a reader never takes
 * it for the date of a price; the texts live in the calling feature's constants.
 */
export function LastChecked({
  date,
  label,
  covers,
  className = "",
}: {
  date: string;
  label: string;
  covers: string;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <p className={`flex items-start gap-1.5 text-sm text-slate-600 ${className}`}>
      <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {label} <time dateTime={date}>{formatCalendarDay(locale, date)}</time>: {covers}
      </span>
    </p>
  );
}

const buttonVariants = {
  primary: "bg-ocean-700 text-white hover:bg-ocean-800",
  accent: "bg-coral-600 text-white hover:bg-coral-700",
  outline: "border border-ocean-700 text-ocean-800 hover:bg-ocean-50",
  light: "bg-white text-ocean-900 hover:bg-sand-100",
} as const;

export function buttonClass(variant: keyof typeof buttonVariants = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors ${buttonVariants[variant]} ${extra}`;
}

export function ButtonLink({
  to,
  children,
  variant = "primary",
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof buttonVariants;
  className?: string;
}) {
  return (
    <Link to={to} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

export function SectionHeading({ id, children, sub }: { id?: string; children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
        {children}
      </h2>
      {sub ? <p className="mt-2 max-w-3xl text-slate-600">{sub}</p> : null}
    </div>
  );
}

type SiteLinkProps = Omit<
  LinkProps,
  | "to"
  | "discover"
  | "prefetch"
  | "relative"
  | "reloadDocument"
  | "replace"
  | "state"
  | "preventScrollReset"
  | "viewTransition"
  | "mask"
  | "defaultShouldRevalidate"
> & {
  /** A path on this site ("/community/abc#comments"): absolute, so it needs no resolving. */
  to: string;
};

/**
 * React Router's `Link` for a path on this site, made cheap on the server. There a `Link` is only the
 * `<a href data-discover>` it renders, but it first resolves its path against the route matches and
 * sets up its click handler: about 6 % of a member's /community request (a page of about 110 links,
 * most in the header and footer; CPU profile, issue 21). On the server this renders that same anchor
 * directly; in the browser it is the `Link` itself, so hydration finds the same markup and clicks
 * navigate as before.
 */
export function SiteLink({ to, ...rest }: SiteLinkProps) {
  // Kept in the page's edition: "/planning" is "/id/planning" on an Indonesian page (ADR 0036).
  const href = useLocalizedPath()(to);
  if (import.meta.env.SSR && href.startsWith("/") && !href.startsWith("//")) {
    return <a {...rest} href={href} data-discover="true" />;
  }
  return <RouterLink {...rest} to={href} />;
}
