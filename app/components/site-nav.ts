/** The site's navigation, shared by the header (desktop and mobile) and the footer. */
import type { Locale } from "~/lib/locale.ts";
import { NAV_TEXT } from "./texts.ts";

/**
 * `to` is the English path; the header and footer link it through SiteLink, which keeps the page's
 * edition (ADR 0036).
 */
export type NavItem = { label: string; to: string; children?: { label: string; to: string }[] };

/** The main menu in one edition's words (the paths are the same in both). */
export function mainNavFor(locale: Locale): NavItem[] {
  return MAIN_NAV[locale];
}

function buildNav(NAV: (typeof NAV_TEXT)["en"]): NavItem[] {
  return [
    {
      label: NAV.transport,
      to: "/transport",
      children: [
        { label: NAV.transportHub, to: "/transport" },
        { label: NAV.flightRoutes, to: "/transport/flights" },
        { label: NAV.ferryRoutes, to: "/transport/ferries" },
        { label: NAV.overlandRoutes, to: "/transport/overland" },
        { label: NAV.routePlanner, to: "/transport/plan" },
        { label: NAV.printableTransportGuide, to: "/transport-guide" },
      ],
    },
    {
      label: NAV.destinations,
      to: "/destinations",
      children: [
        { label: NAV.allDestinations, to: "/destinations" },
        { label: NAV.northSulawesi, to: "/destinations/north" },
        { label: NAV.centralSulawesi, to: "/destinations/central" },
        { label: NAV.southSulawesi, to: "/destinations/south" },
        { label: NAV.southeastSulawesi, to: "/destinations/southeast" },
      ],
    },
    {
      label: NAV.experiences,
      to: "/experiences",
      children: [
        { label: NAV.allExperiences, to: "/experiences" },
        { label: NAV.diving, to: "/experiences/diving" },
        { label: NAV.trekking, to: "/experiences/trekking" },
        { label: NAV.culture, to: "/experiences/culture" },
      ],
    },
    { label: NAV.planning, to: "/planning" },
    { label: NAV.blog, to: "/blog" },
    { label: NAV.contact, to: "/contact" },
  ];
}

const MAIN_NAV: Record<Locale, NavItem[]> = { en: buildNav(NAV_TEXT.en), id: buildNav(NAV_TEXT.id) };

/** The English menu. */
export const mainNav: NavItem[] = MAIN_NAV.en;

/** The spec's rule: active when the path equals the route or continues it after a slash. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Sub-items follow the same rule, except the overview item that repeats its parent's route
 * ('All Destinations' /destinations): it is highlighted only on that page itself, so that on
 * /destinations/north only 'North Sulawesi' is highlighted, not 'All Destinations' as well.
 */
export function isActiveChild(pathname: string, parent: NavItem, child: { to: string }): boolean {
  return child.to === parent.to ? pathname === child.to : isActivePath(pathname, child.to);
}

/** Every path the menu links to (the same in both editions). */
export const NAV_TARGETS = [
  ...new Set(mainNav.flatMap((item) => [item.to, ...(item.children ?? []).map((c) => c.to)])),
];

/**
 * What the menu's markup depends on in a path: for each of its targets, whether the path is it ("="),
 * continues it after a slash ("/") or neither ("-"). isActivePath, isActiveChild and the exact matches
 * that set aria-current all follow from it, so pages with the same key show the same menu: the key
 * of the menu's shared markup (ADR 0037), a few dozen values whatever the number of pages.
 */
export function navStateKey(pathname: string): string {
  return NAV_TARGETS.map((to) => (pathname === to ? "=" : isActivePath(pathname, to) ? "/" : "-")).join("");
}
