/** The site's navigation, shared by the header (desktop and mobile) and the footer. */
export type NavItem = { label: string; to: string; children?: { label: string; to: string }[] };

export const mainNav: NavItem[] = [
  {
    label: "Transport",
    to: "/transport",
    children: [
      { label: "Transport Hub", to: "/transport" },
      { label: "Flight Routes", to: "/transport/flights" },
      { label: "Ferry Routes", to: "/transport/ferries" },
      { label: "Overland Routes", to: "/transport/overland" },
      { label: "Route Planner", to: "/transport/plan" },
      { label: "Printable Transport Guide", to: "/transport-guide" },
    ],
  },
  {
    label: "Destinations",
    to: "/destinations",
    children: [
      { label: "All Destinations", to: "/destinations" },
      { label: "North Sulawesi", to: "/destinations/north" },
      { label: "Central Sulawesi", to: "/destinations/central" },
      { label: "South Sulawesi", to: "/destinations/south" },
      { label: "Southeast Sulawesi", to: "/destinations/southeast" },
    ],
  },
  {
    label: "Experiences",
    to: "/experiences",
    children: [
      { label: "All Experiences", to: "/experiences" },
      { label: "Diving", to: "/experiences/diving" },
      { label: "Trekking", to: "/experiences/trekking" },
      { label: "Culture", to: "/experiences/culture" },
    ],
  },
  { label: "Planning", to: "/planning" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
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
