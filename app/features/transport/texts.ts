/**
 * The transport pages' texts: the overview, hubs, modes, routes and the printable guide.
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

export const TRANSPORT_GUIDE_PAGE_TEXT = {
  downloadAsPdf: "Download as PDF",
  opensYourBrowsersPrint: "Opens your browser's print dialog: choose “Save as PDF”.",
  toSaveThisGuide: "To save this guide as a PDF, use your browser's Print command and choose “Save as PDF”.",
  transportGuideCheckThe: "/transport-guide · Check the site for updates before you travel.",
  regionalHubsAndRoutes:
    "Regional hubs and routes, transport types, budgets, local contacts, safety and emergency numbers, on a few printable pages.",
  theFourRegionsTheir:
    "The four regions, their gateway hub and the main onward routes. Prices are as found, with the year of each figure.",
  localTransportContactsAgree:
    "Local transport contacts. Agree the price and the time before you set off, and confirm the details: numbers and rates change.",
  saveTheseNumbersIn: "Save these numbers in your phone before you travel.",
  metaTitle: "Sulawesi Transport Guide",
  metaDescription:
    "A printable guide to travelling around Sulawesi: regional hubs and routes, transport types, budgets, local contacts, a safety checklist and emergency numbers.",
};

export const TRANSPORT_PAGE_TEXT = {
  hubCities: " hub cities",
  destinations: " destinations",
  flightsFerriesAndBuses: "Flights, ferries and buses",
  gettingTo: "Getting to ",
  startFromHub: ": start from hub ",
  isTheNearestGateway:
    " is the nearest gateway with regular connections. Its card is first in the list below; the hub page has every route from there, with times and prices.",
  routesFrom: "Routes from ",
  showAllHubsEqually: "Show all hubs equally",
  sulawesiIsBigAnd:
    "Sulawesi is big and its roads are slow, so most trips combine a flight into one of the gateway cities with a boat or a long drive. Start with the hub nearest to where you are going: it has the airport, the port and the buses and shared cars for the last stretch.",
  pricesAndTimetablesHere:
    "Prices and timetables here are what we found on the date shown, with the year of each figure. Routes in eastern Indonesia open, pause and restart often: confirm locally before you rely on one, and tell us when something has changed.",
  quickNavigation: "Quick navigation",
  regionalHubs: "Regional hubs",
  waysToTravel: "Ways to travel",
  theSulawesiTransportGuide: "The Sulawesi Transport Guide",
  allRegionalRoutesBudgets:
    "All regional routes, budgets, local contacts, a safety checklist and the emergency numbers on a few printable pages.",
  openThePrintableGuide: "Open the printable guide",
  everyTripInSulawesi:
    "Every trip in Sulawesi passes through at least one of these cities. Each card shows how you can travel on from there.",
  whatEachWayOf: "What each way of travelling is like here, with every route we have mapped for it.",
  metaTitle: "Sulawesi Transport Hub",
  metaDescription:
    "How to get around Sulawesi: the gateway cities, flights, ferries and buses, with durations and prices as found and the date we last checked them.",
  planATripFromAToB: "Plan a trip from A to B",
  flightRoutes: "Flight routes",
  ferryRoutes: "Ferry routes",
  overlandRoutes: "Overland routes",
  printableTransportGuide: "Printable transport guide",
  modeTitle: (mode: string) => `${mode} in Sulawesi`,
  hubTitle: (hub: string) => `Getting to and around ${hub}: transport hub`,
};

export const GUIDE_SECTIONS_TEXT = {
  contents: "Contents",
  hub: "Hub:",
  unverified: " (unverified)",
  tips: "Tips",
  perDay: "Per day: ",
  accommodation: "Accommodation",
  transport: "Transport",
  food: "Food",
  phone: "Phone:",
  email: "Email:",
  languages: "Languages:",
  covers: "Covers:",
  executiveSummary: "Executive Summary",
  regionalHubsAndRoutes: "Regional hubs and routes",
  transportTypeGuide: "Transport type guide",
  budgetPlanning: "Budget planning",
  localContactDirectory: "Local contact directory",
  safetyChecklist: "Safety checklist",
  emergencyNumbers: "Emergency numbers",
  bookingPlatforms: "Booking platforms",
  speciality: "Speciality",
  vehicle: "Vehicle",
  rate: "Rate",
  schedule: "Schedule",
  capacity: "Capacity",
};

export const HUB_CARD_TEXT = {
  yourStartingPoint: "Your starting point",
  typicalPrice: "Typical price",
  typicalDuration: "Typical duration",
  highlights: "Highlights",
  viewDetails: "View Details",
  for: " for ",
};

export const ROUTE_TABLE_TEXT = {
  to: " to ",
};

export const HUB_PAGE_TEXT = {
  planATripFrom: "Plan a trip from ",
};

export const HUB_SECTIONS_TEXT = {
  about: "About ",
  asAHub: " as a hub",
  highlights: "Highlights",
  gettingAround: "Getting around ",
  atAGlance: "At a glance",
  airport: "Airport",
  port: "Port",
  typicalPrice: "Typical price",
  typicalDuration: "Typical duration",
  waysToTravel: "Ways to travel",
  routesFrom: "Routes from ",
  weHaveNotMapped: "We have not mapped routes from ",
  yet: " yet.",
  all: "All ",
  destinationsServedFrom: "Destinations served from ",
  noDestinationGuidesUse: "No destination guides use this hub yet.",
  browseAllDestinations: "Browse all destinations",
  moreTransportInformation: "More transport information",
  hub: " hub",
  transportHub: "Transport Hub",
  printableTransportGuide: "Printable transport guide",
  durationsAndPricesAs:
    "Durations and prices as found, with the year of each figure. Confirm before you travel: schedules change often.",
};

export const MODE_PAGE_TEXT = {
  inSulawesi: " in Sulawesi",
  tips: "Tips",
  all: "All ",
  noRoutesOfThis: "No routes of this kind are mapped yet.",
  seenADifferentPrice: "Seen a different price or timetable?",
  submitAnUpdate: "Submit an update",
  andWeWillCheck: "and we will check it.",
  otherWaysToTravel: "Other ways to travel",
  transportHub: "Transport Hub",
  printableTransportGuide: "Printable transport guide",
  durationsPricesAndFrequencies:
    "Durations, prices and frequencies as found, with the year of each figure. Routes marked unverified need checking locally.",
};
