/** Every text of a route's own page (/transport/routes/{id}), in one place for the coming Bahasa Indonesia edition. */
export const ROUTE_PAGE_TEXT = {
  title: (route: string, mode: string) => `${route} by ${mode.toLowerCase()}`,
  metaDescription: (route: string, mode: string) =>
    `${route}, ${mode.toLowerCase()}: duration, fares with their dates, frequency and operators, when we last checked them and against which sources, with the route on the map.`,
  subtitle:
    "The figures as we last checked them, each price with its own date. Schedules in eastern Indonesia change often: confirm locally before you travel.",
  figures: "The route today",
  references: "Checked against",
  referencesIntro: "The sources this route was last compared with:",
  mapHeading: "This route on the map",
  mapSub: "The route is drawn bold; the rest of the network is faded.",
  related: "More about this route",
  report: "Report a change",
  reportHint: "Seen a new fare or timetable? Tell us: the update form opens with this route chosen.",
  hub: (name: string) => `${name} transport hub`,
  allOfMode: (page: string) => `All ${page.toLowerCase()}`,
} as const;
