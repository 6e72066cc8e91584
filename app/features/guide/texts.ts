/**
 * The guide's page texts: home, destinations, experiences, regions and planning.
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

import { ROUTES_CHECKED_SINCE_YEAR } from "~/features/content/constants.ts";
import { formatNumber, plural } from "~/lib/format.ts";

export const DESTINATIONS_PAGE_TEXT = {
  sulawesiDestinations: "Sulawesi Destinations",
  findADestination: "Find a destination",
  featuredDestinations: "Featured destinations",
  noDestinationMatchesBoth: "No destination matches both filters.",
  tryAnotherRegionOr: "Try another region or activity, or",
  showAllDestinations: "show all destinations",
  filterByRegionAnd: "Filter by region and activity; both filters apply together.",
  ourEditorsPicksFor: "Our editors' picks for a first trip to Sulawesi.",
  metaDescription: (total: number) =>
    `Guides to ${formatNumber("en", total)} destinations across North, Central, South and Southeast Sulawesi: reefs, islands, highlands and cities, filterable by region and activity.`,
  subtitle: (total: number) =>
    `${formatNumber("en", total)} places across the island's four regions, from coral walls and remote atolls to highland villages and harbour cities. Each has a full guide with transport, where to stay and when to go.`,
  matchingDestinations: "Matching destinations",
  allDestinations: "All destinations",
  showing: (n: number) =>
    plural("en", n, {
      one: `Showing ${formatNumber("en", n)} destination`,
      other: `Showing ${formatNumber("en", n)} destinations`,
    }),
};

export const EXPERIENCES_PAGE_TEXT = {
  sulawesiExperiences: "Sulawesi Experiences",
  waysToExperienceSulawesi: "Ways to experience Sulawesi",
  moreExperienceGuidesAre: "More experience guides are on the way",
  weAreWritingMore:
    "We are writing more experience guides, starting with what travellers ask about most. Tell us what you would like covered next, from birdwatching to surfing, and share your own finds in the community.",
  suggestAnExperience: "Suggest an experience",
  reefWallsAndMuck:
    "Reef walls and muck dives, highland trails, living traditions and a cooking culture of its own: the reasons people travel to Sulawesi, and where to find them.",
  pickWhatYouCame: "Pick what you came for; each guide lists the destinations where it shines.",
  metaDescription:
    "Diving, trekking, culture and food in Sulawesi: where each is at its best, when to go, and the destinations to build a trip around.",
};

export const PLANNING_PAGE_TEXT = {
  planningEssentials: "Planning Essentials",
  atAGlance: "At a glance",
  visaOnArrival: "Visa on arrival",
  days: " days, ",
  bestTimeToVisit: "Best time to visit",
  currency: "Currency",
  essentials: "Essentials",
  budgetGuide: "Budget guide",
  typicalCostsInSulawesi: "Typical costs in Sulawesi",
  item: "Item",
  typicalCost: "Typical cost",
  travelTips: "Travel tips",
  usefulPhrases: "Useful phrases",
  indonesianPhrasesAndTheir: "Indonesian phrases and their meaning",
  indonesian: "Indonesian",
  meaning: "Meaning",
  whatToSortOut:
    "What to sort out before you fly: entry, money, staying connected and safe, and what a day in Sulawesi costs.",
  aFewWordsOf: "A few words of Bahasa Indonesia go a long way, especially outside the cities.",
  metaTitle: "Planning Essentials for Sulawesi",
  metaDescription:
    "Visas, safety, internet, money and typical costs for a trip to Sulawesi, with a budget guide, practical tips and useful Indonesian phrases.",
  domesticFlights: "Domestic flights",
  ferries: "Ferries",
  budgetRooms: "Budget rooms",
  midRangeRooms: "Mid-range rooms",
  streetFood: "Street food",
  restaurantMeals: "Restaurant meals",
};

export const DESTINATION_NOT_FOUND_TEXT = {
  destinationNotFound: "Destination Not Found",
  weCouldNotFind:
    "We could not find a destination at this address. It may have been renamed, or the link may be mistyped.",
  backToDestinations: "Back to Destinations",
};

export const DESTINATION_CARD_TEXT = {
  difficulty: "Difficulty:",
  activities: "Activities:",
  explore: "Explore",
  learnMore: "Learn More",
  howToGetTo: ": how to get to ",
};

export const DESTINATION_PRACTICAL_TEXT = {
  gettingThere: "Getting There",
  fromMakassar: "From Makassar",
  fromManado: "From Manado",
  localTransport: "Local transport",
  routesVia: "Routes via ",
  transportHub: "Transport Hub",
  planATripHere: "Plan a trip here from ",
  whereToStay: "Where to Stay",
  featured: "Featured",
  price: "Price: ",
  planYourVisit: "Plan Your Visit",
  whereItIs: "Where it is",
  liesAt: " lies at ",
  in: " in ",
  theMapShowsAn: "The map shows an approximate location: the area, not an exact address.",
  viewOnMap: "View on Map",
  openstreetmapOpensInA: " (OpenStreetMap, opens in a new tab)",
  beforeYouGo: "Before you go",
  visasMoneyConnectivityHealth: "Visas, money, connectivity, health and a budget guide for travelling in Sulawesi.",
  planningEssentials: "Planning essentials",
  askTravellers: "Ask travellers",
  freshPricesBoatTimes: "Fresh prices, boat times and tips from people who have just been to ",
  joinTheCommunity: "Join the community",
};

export const PLAN_JOURNEY_BANNER_TEXT = {
  planTheJourney: "Plan the journey",
  everyDestinationHereHas:
    "Every destination here has a full guide. To get there, check flights, ferries and overland routes in the Transport Hub, or ask travellers who have just made the trip in the community.",
  transportHub: "Transport Hub",
  joinFreeCommunity: "Join Free Community",
};

export const EXPERIENCE_CARD_TEXT = {
  bestSeason: "Best season: ",
  readTheGuide: "Read the guide",
  topPlaces: "Top places",
  whereToTryIt: "Where to try it",
};

export const EXPERIENCE_VIEW_TEXT = {
  whatToExpect: "What to expect",
  bestSeason: "Best season",
  highlights: "Highlights",
  whereToGo: "Where to go",
  moreExperiences: "More experiences",
  allExperiences: "All experiences",
  theDestinationsWhereThis: "The destinations where this experience is at its best, each with a full guide.",
};

export const ARTICLE_TEASER_CARD_TEXT = {
  minRead: " min read",
};

export const HOME_SECTIONS_TEXT = {
  independentTravelGuide: "Independent travel guide",
  findYourWayAround: "Find your way around Sulawesi",
  checkedFlightsFerriesAnd:
    "Checked flights, ferries and overland routes, honest destination guides and the practical details that make an island-hopping trip work, from the reefs of Bunaken to the highlands of Toraja.",
  exploreDestinations: "Explore destinations",
  planYourTransport: "Plan your transport",
  freeDownload: "Free download",
  getTheFreeSulawesi: "Get the free Sulawesi Transport Guide",
  everyRegionalHubAnd:
    "Every regional hub and route with durations, typical prices, local contacts, a safety checklist and emergency numbers, in one printable guide.",
  theGuideInNumbers: "The guide in numbers",
  exploreByRegion: "Explore by region",
  seeAllDestinations: "See all destinations",
  featuredExperience: "Featured experience",
  bestSeason: "Best season: ",
  discoverDivingInSulawesi: "Discover diving in Sulawesi",
  latestTravelStories: "Latest travel stories",
  allArticles: "All articles",
  nextSteps: "Next steps",
  workOutTheRoute: "Work out the route",
  flightsFerriesBusesAnd:
    "Flights, ferries, buses and shared cars between the gateway cities, with durations, typical fares and the date we last checked them.",
  openTheTransportHub: "Open the Transport Hub",
  askTravellersOnThe: "Ask travellers on the ground",
  shareFreshPricesAnd:
    "Share fresh prices and timetables, ask about a crossing, and swap tips with people travelling Sulawesi right now.",
  joinFreeCommunity: "Join Free Community",
  fourVeryDifferentCorners: "Four very different corners of the island, each with its own gateway city.",
  fieldNotesAndIn: "Field notes and in-depth guides from the blog.",
  guideContents: ["Routes for all four regions", "Budget planning for every travel style", "Printable for offline use"],
};

export const DESTINATION_FILTERS_TEXT = {
  filterDestinations: "Filter destinations",
  region: "Region",
  all: "All",
  activity: "Activity",
  applyFilters: "Apply filters",
  clear: "Clear",
  filters: " filters",
};

export const DESTINATION_SECTIONS_TEXT = {
  onThisPage: "On this page",
  overview: "Overview",
  atAGlance: "At a glance",
  activities: "Activities",
  bestTimeToVisit: "Best time to visit",
  howLongToStay: "How long to stay",
  difficulty: "Difficulty",
  budgetLevel: "Budget level",
  illustrations: "Illustrations",
  keyHighlights: "Key Highlights",
  tips: "Tips",
  similarDestinations: "Similar Destinations",
  allOf: "All of ",
  gettingThere: "Getting There",
  whereToStay: "Where to Stay",
  planYourVisit: "Plan Your Visit",
};

export const REGION_VIEW_TEXT = {
  about: "About ",
  provinces: "Provinces",
  gateways: "Gateways",
  destinationsIn: "Destinations in ",
  filterByActivity: "Filter by activity",
  otherRegions: "Other regions",
};

export const HOME_PAGE_TEXT = {
  getTheFreeGuide: "Get the free guide",
  metaTitle: (siteName: string) => `${siteName}: transport, destinations and trip planning`,
  /** `destinations` is a claim such as "25+", or null when the data cannot back one. */
  metaDescription: (destinations: string | null) =>
    `Plan a trip around Sulawesi, Indonesia: checked flight, ferry and overland routes, guides to ${destinations ?? "the"} destinations from Bunaken to Toraja, and planning essentials.`,
};

export const DESTINATION_PAGE_TEXT = {
  regionTitle: (region: string) => `${region} Travel Guide`,
  destinationTitle: (name: string, region: string) => `${name}, ${region}`,
  province: (province: string) => `${province}, Indonesia`,
};

export const EXPERIENCE_PAGE_TEXT = {
  title: (experience: string) => `${experience} in Sulawesi`,
};

/** Shown when a filter value in the URL matches no option (issue 19 point 10). */
export const FILTER_MISS_TEXT = (filter: string, value: string) =>
  `No destinations match ${filter} “${value}”; showing all ${filter === "region" ? "regions" : "activities"}.`;

/** What each guide page's "last checked" stamp covers (the `LastChecked` component). */
export const GUIDE_LAST_CHECKED_TEXT = {
  destination: {
    label: "Page last checked",
    covers:
      "the date we last compared this page with its sources. Prices in the text are from the year written beside them; one without a year is undated.",
  },
  experience: {
    label: "Page last checked",
    covers: "the date we last compared this page with its sources.",
  },
  planning: {
    label: "Figures last checked",
    covers: "the date we last compared these figures with their sources; sample costs are from the years they name.",
  },
} as const;

/** Labels of the home page's stats strip, each shown after its counted "N+" figure (spec: "25+ Destinations"). */
export const HOME_STAT_LABELS = {
  destinations: "Destinations",
  routes: "Routes Mapped",
  checkedRoutes: `Routes Checked Since ${ROUTES_CHECKED_SINCE_YEAR}`,
} as const;

/**
 * The /planning budget guide's note (issue 27 point 7): where its figures come from and when. The
 * rupiah figures are dated samples; rows without one say "estimate" in the content itself.
 */
export const PLANNING_BUDGET_NOTE = {
  before:
    "Sample prices as we found them, each with the year it was seen (rows marked estimate have no dated source); dollar amounts are converted at about IDR 16,300 to the US dollar, the rate of 12 March 2025. Prices change, so treat them as a guide. For route-by-route fares see the",
  link: "Transport Hub",
} as const;
