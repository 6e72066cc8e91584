/** The site's navigation, shared by the header (desktop and mobile) and the footer. */
import { NAV_TEXT } from "./texts.ts";

export type NavItem = { label: string; to: string; children?: { label: string; to: string }[] };

export const mainNav: NavItem[] = [
  {
    label: NAV_TEXT.transport,
    to: "/transport",
    children: [
      { label: NAV_TEXT.transportHub, to: "/transport" },
      { label: NAV_TEXT.flightRoutes, to: "/transport/flights" },
      { label: NAV_TEXT.ferryRoutes, to: "/transport/ferries" },
      { label: NAV_TEXT.overlandRoutes, to: "/transport/overland" },
      { label: NAV_TEXT.routePlanner, to: "/transport/plan" },
      { label: NAV_TEXT.printableTransportGuide, to: "/transport-guide" },
    ],
  },
  {
    label: NAV_TEXT.destinations,
    to: "/destinations",
    children: [
      { label: NAV_TEXT.allDestinations, to: "/destinations" },
      { label: NAV_TEXT.northSulawesi, to: "/destinations/north" },
      { label: NAV_TEXT.centralSulawesi, to: "/destinations/central" },
      { label: NAV_TEXT.southSulawesi, to: "/destinations/south" },
      { label: NAV_TEXT.southeastSulawesi, to: "/destinations/southeast" },
    ],
  },
  {
    label: NAV_TEXT.experiences,
    to: "/experiences",
    children: [
      { label: NAV_TEXT.allExperiences, to: "/experiences" },
      { label: NAV_TEXT.diving, to: "/experiences/diving" },
      { label: NAV_TEXT.trekking, to: "/experiences/trekking" },
      { label: NAV_TEXT.culture, to: "/experiences/culture" },
    ],
  },
  { label: NAV_TEXT.planning, to: "/planning" },
  { label: NAV_TEXT.blog, to: "/blog" },
  { label: NAV_TEXT.contact, to: "/contact" },
];

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
