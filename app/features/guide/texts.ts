/**
 * The guide's page texts: home, destinations, experiences, regions and planning, in both editions
 * (ADR 0036). Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with
 * values is a function, so each language orders the words its own way.
 */

import { ROUTES_CHECKED_SINCE_YEAR } from "~/features/content/constants.ts";
import { formatNumber, plural } from "~/lib/format.ts";
import { defineTexts } from "~/lib/locale.ts";

export const DESTINATIONS_PAGE_TEXT = defineTexts({
  en: {
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
  },
  id: {
    sulawesiDestinations: "Destinasi di Sulawesi",
    findADestination: "Cari destinasi",
    featuredDestinations: "Destinasi pilihan",
    noDestinationMatchesBoth: "Tidak ada destinasi yang cocok dengan kedua filter.",
    tryAnotherRegionOr: "Coba wilayah atau aktivitas lain, atau",
    showAllDestinations: "tampilkan semua destinasi",
    filterByRegionAnd: "Saring menurut wilayah dan aktivitas; kedua filter berlaku bersamaan.",
    ourEditorsPicksFor: "Pilihan redaksi kami untuk perjalanan pertama ke Sulawesi.",
    metaDescription: (total: number) =>
      `Panduan ke ${formatNumber("id", total)} destinasi di Sulawesi Utara, Tengah, Selatan, dan Tenggara: terumbu karang, pulau, dataran tinggi, dan kota, bisa disaring menurut wilayah dan aktivitas.`,
    subtitle: (total: number) =>
      `${formatNumber("id", total)} tempat di empat wilayah pulau ini, dari dinding karang dan atol terpencil hingga desa di dataran tinggi dan kota pelabuhan. Masing-masing punya panduan lengkap: transportasi, tempat menginap, dan waktu terbaik berkunjung.`,
    matchingDestinations: "Destinasi yang cocok",
    allDestinations: "Semua destinasi",
    showing: (n: number) => `Menampilkan ${formatNumber("id", n)} destinasi`,
  },
});

export const EXPERIENCES_PAGE_TEXT = defineTexts({
  en: {
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
  },
  id: {
    sulawesiExperiences: "Pengalaman di Sulawesi",
    waysToExperienceSulawesi: "Cara menikmati Sulawesi",
    moreExperienceGuidesAre: "Panduan pengalaman lainnya segera hadir",
    weAreWritingMore:
      "Kami sedang menulis panduan pengalaman lainnya, dimulai dari yang paling sering ditanyakan wisatawan. Beri tahu kami apa yang ingin Anda baca berikutnya, dari mengamati burung sampai berselancar, dan bagikan temuan Anda sendiri di komunitas.",
    suggestAnExperience: "Usulkan pengalaman",
    reefWallsAndMuck:
      "Dinding karang dan muck dive, jalur pendakian di dataran tinggi, tradisi yang masih hidup, dan kuliner yang khas: alasan orang bepergian ke Sulawesi, dan di mana menemukannya.",
    pickWhatYouCame:
      "Pilih apa yang Anda cari; setiap panduan mencantumkan destinasi tempat pengalaman itu paling memikat.",
    metaDescription:
      "Menyelam, trekking, budaya, dan kuliner di Sulawesi: di mana masing-masing paling menarik, kapan sebaiknya pergi, dan destinasi yang layak dijadikan tujuan perjalanan.",
  },
});

export const PLANNING_PAGE_TEXT = defineTexts({
  en: {
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
  },
  id: {
    planningEssentials: "Persiapan Perjalanan",
    atAGlance: "Sekilas",
    visaOnArrival: "Visa kunjungan saat kedatangan",
    days: " hari, ",
    bestTimeToVisit: "Waktu terbaik berkunjung",
    currency: "Mata uang",
    essentials: "Hal-hal penting",
    budgetGuide: "Panduan anggaran",
    typicalCostsInSulawesi: "Biaya umum di Sulawesi",
    item: "Pos biaya",
    typicalCost: "Biaya umum",
    travelTips: "Tips perjalanan",
    usefulPhrases: "Ungkapan yang berguna",
    indonesianPhrasesAndTheir: "Ungkapan bahasa Indonesia dan artinya",
    indonesian: "Bahasa Indonesia",
    meaning: "Arti",
    whatToSortOut:
      "Yang perlu diurus sebelum berangkat: izin masuk, uang, tetap terhubung dan aman, serta berapa biaya sehari di Sulawesi.",
    aFewWordsOf: "Ungkapan sehari-hari yang sering dipakai wisatawan mancanegara, beserta artinya.",
    metaTitle: "Persiapan Perjalanan ke Sulawesi",
    metaDescription:
      "Visa, keamanan, internet, uang, dan biaya umum untuk perjalanan ke Sulawesi, lengkap dengan panduan anggaran, tips praktis, dan ungkapan bahasa Indonesia yang berguna.",
    domesticFlights: "Penerbangan domestik",
    ferries: "Kapal feri",
    budgetRooms: "Kamar hemat",
    midRangeRooms: "Kamar kelas menengah",
    streetFood: "Makanan kaki lima",
    restaurantMeals: "Makan di restoran",
  },
});

export const DESTINATION_NOT_FOUND_TEXT = defineTexts({
  en: {
    destinationNotFound: "Destination Not Found",
    weCouldNotFind:
      "We could not find a destination at this address. It may have been renamed, or the link may be mistyped.",
    backToDestinations: "Back to Destinations",
  },
  id: {
    destinationNotFound: "Destinasi Tidak Ditemukan",
    weCouldNotFind:
      "Kami tidak menemukan destinasi di alamat ini. Mungkin namanya sudah diganti, atau ada salah ketik pada tautannya.",
    backToDestinations: "Kembali ke Destinasi",
  },
});

export const DESTINATION_CARD_TEXT = defineTexts({
  en: {
    difficulty: "Difficulty:",
    activities: "Activities:",
    explore: "Explore",
    learnMore: "Learn More",
    howToGetTo: ": how to get to ",
  },
  id: {
    difficulty: "Tingkat kesulitan:",
    activities: "Aktivitas:",
    explore: "Jelajahi",
    learnMore: "Selengkapnya",
    howToGetTo: ": cara menuju ",
  },
});

export const DESTINATION_PRACTICAL_TEXT = defineTexts({
  en: {
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
  },
  id: {
    gettingThere: "Cara ke Sana",
    fromMakassar: "Dari Makassar",
    fromManado: "Dari Manado",
    localTransport: "Transportasi setempat",
    routesVia: "Rute lewat ",
    transportHub: "Pusat Transportasi",
    planATripHere: "Rencanakan perjalanan ke sini dari ",
    whereToStay: "Tempat Menginap",
    featured: "Pilihan",
    price: "Harga: ",
    planYourVisit: "Rencanakan Kunjungan",
    whereItIs: "Lokasinya",
    liesAt: " terletak di ",
    in: ", ",
    theMapShowsAn: "Peta menunjukkan lokasi perkiraan: kawasannya, bukan alamat persis.",
    viewOnMap: "Lihat di Peta",
    openstreetmapOpensInA: " (OpenStreetMap, terbuka di tab baru)",
    beforeYouGo: "Sebelum berangkat",
    visasMoneyConnectivityHealth:
      "Visa, uang, sinyal dan internet, kesehatan, serta panduan anggaran untuk bepergian di Sulawesi.",
    planningEssentials: "Persiapan perjalanan",
    askTravellers: "Tanya sesama pelancong",
    freshPricesBoatTimes: "Harga terbaru, jadwal kapal, dan tips dari orang yang baru saja ke ",
    joinTheCommunity: "Gabung komunitas",
  },
});

export const PLAN_JOURNEY_BANNER_TEXT = defineTexts({
  en: {
    planTheJourney: "Plan the journey",
    everyDestinationHereHas:
      "Every destination here has a full guide. To get there, check flights, ferries and overland routes in the Transport Hub, or ask travellers who have just made the trip in the community.",
    transportHub: "Transport Hub",
    joinFreeCommunity: "Join Free Community",
  },
  id: {
    planTheJourney: "Rencanakan perjalanannya",
    everyDestinationHereHas:
      "Setiap destinasi di sini punya panduan lengkap. Untuk menuju ke sana, cek penerbangan, kapal feri, dan rute darat di Pusat Transportasi, atau tanyakan kepada pelancong yang baru saja menempuhnya di komunitas.",
    transportHub: "Pusat Transportasi",
    joinFreeCommunity: "Gabung Komunitas Gratis",
  },
});

export const EXPERIENCE_CARD_TEXT = defineTexts({
  en: {
    bestSeason: "Best season: ",
    readTheGuide: "Read the guide",
    topPlaces: "Top places",
    whereToTryIt: "Where to try it",
  },
  id: {
    bestSeason: "Musim terbaik: ",
    readTheGuide: "Baca panduannya",
    topPlaces: "Tempat terbaik",
    whereToTryIt: "Tempat mencobanya",
  },
});

export const EXPERIENCE_VIEW_TEXT = defineTexts({
  en: {
    whatToExpect: "What to expect",
    bestSeason: "Best season",
    highlights: "Highlights",
    whereToGo: "Where to go",
    moreExperiences: "More experiences",
    allExperiences: "All experiences",
    theDestinationsWhereThis: "The destinations where this experience is at its best, each with a full guide.",
  },
  id: {
    whatToExpect: "Yang bisa Anda harapkan",
    bestSeason: "Musim terbaik",
    highlights: "Sorotan",
    whereToGo: "Ke mana",
    moreExperiences: "Pengalaman lainnya",
    allExperiences: "Semua pengalaman",
    theDestinationsWhereThis: "Destinasi tempat pengalaman ini paling memikat, masing-masing dengan panduan lengkap.",
  },
});

export const ARTICLE_TEASER_CARD_TEXT = defineTexts({
  en: { minRead: " min read" },
  id: { minRead: " menit baca" },
});

export const HOME_SECTIONS_TEXT = defineTexts({
  en: {
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
    guideContents: [
      "Routes for all four regions",
      "Budget planning for every travel style",
      "Printable for offline use",
    ],
  },
  id: {
    independentTravelGuide: "Panduan wisata independen",
    findYourWayAround: "Jelajahi Sulawesi tanpa tersesat",
    checkedFlightsFerriesAnd:
      "Rute penerbangan, kapal feri, dan jalur darat yang sudah dicek, panduan destinasi yang jujur, serta detail praktis agar perjalanan antarpulau lancar, dari terumbu karang Bunaken hingga dataran tinggi Toraja.",
    exploreDestinations: "Jelajahi destinasi",
    planYourTransport: "Rencanakan transportasi",
    freeDownload: "Unduh gratis",
    getTheFreeSulawesi: "Dapatkan Panduan Transportasi Sulawesi gratis",
    everyRegionalHubAnd:
      "Setiap kota simpul dan rute lengkap dengan lama perjalanan, harga umum, kontak setempat, daftar periksa keselamatan, dan nomor darurat, dalam satu panduan yang bisa dicetak.",
    theGuideInNumbers: "Panduan ini dalam angka",
    exploreByRegion: "Jelajahi per wilayah",
    seeAllDestinations: "Lihat semua destinasi",
    featuredExperience: "Pengalaman pilihan",
    bestSeason: "Musim terbaik: ",
    discoverDivingInSulawesi: "Kenali dunia selam Sulawesi",
    latestTravelStories: "Cerita perjalanan terbaru",
    allArticles: "Semua artikel",
    nextSteps: "Langkah berikutnya",
    workOutTheRoute: "Susun rutenya",
    flightsFerriesBusesAnd:
      "Penerbangan, kapal feri, bus, dan mobil travel antarkota gerbang, lengkap dengan lama perjalanan, tarif umum, dan tanggal terakhir kami mengeceknya.",
    openTheTransportHub: "Buka Pusat Transportasi",
    askTravellersOnThe: "Tanya pelancong di lapangan",
    shareFreshPricesAnd:
      "Bagikan harga dan jadwal terbaru, tanyakan soal penyeberangan, dan bertukar tips dengan orang yang sedang menjelajahi Sulawesi.",
    joinFreeCommunity: "Gabung Komunitas Gratis",
    fourVeryDifferentCorners: "Empat penjuru pulau yang sangat berbeda, masing-masing dengan kota gerbangnya sendiri.",
    fieldNotesAndIn: "Catatan lapangan dan panduan mendalam dari blog.",
    guideContents: [
      "Rute untuk keempat wilayah",
      "Perencanaan anggaran untuk setiap gaya perjalanan",
      "Bisa dicetak untuk dibaca tanpa internet",
    ],
  },
});

export const DESTINATION_FILTERS_TEXT = defineTexts({
  en: {
    filterDestinations: "Filter destinations",
    region: "Region",
    all: "All",
    activity: "Activity",
    applyFilters: "Apply filters",
    clear: "Clear",
    filters: " filters",
  },
  id: {
    filterDestinations: "Saring destinasi",
    region: "Wilayah",
    all: "Semua",
    activity: "Aktivitas",
    applyFilters: "Terapkan filter",
    clear: "Hapus",
    filters: " filter",
  },
});

export const DESTINATION_SECTIONS_TEXT = defineTexts({
  en: {
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
  },
  id: {
    onThisPage: "Di halaman ini",
    overview: "Gambaran Umum",
    atAGlance: "Sekilas",
    activities: "Aktivitas",
    bestTimeToVisit: "Waktu terbaik berkunjung",
    howLongToStay: "Lama menginap",
    difficulty: "Tingkat kesulitan",
    budgetLevel: "Tingkat anggaran",
    illustrations: "Ilustrasi",
    keyHighlights: "Daya Tarik Utama",
    tips: "Tips",
    similarDestinations: "Destinasi Serupa",
    allOf: "Semua di ",
    gettingThere: "Cara ke Sana",
    whereToStay: "Tempat Menginap",
    planYourVisit: "Rencanakan Kunjungan",
  },
});

export const REGION_VIEW_TEXT = defineTexts({
  en: {
    about: "About ",
    provinces: "Provinces",
    gateways: "Gateways",
    destinationsIn: "Destinations in ",
    filterByActivity: "Filter by activity",
    otherRegions: "Other regions",
    withAFullGuide: (n: number) => `${n} ${n === 1 ? "destination" : "destinations"} with a full guide.`,
  },
  id: {
    about: "Tentang ",
    provinces: "Provinsi",
    gateways: "Kota gerbang",
    destinationsIn: "Destinasi di ",
    filterByActivity: "Saring menurut aktivitas",
    otherRegions: "Wilayah lain",
    withAFullGuide: (n: number) => `${formatNumber("id", n)} destinasi dengan panduan lengkap.`,
  },
});

/** A region card's count, its figure and its word ("4" "destinations"). */
export const REGION_CARD_TEXT = defineTexts({
  en: { figure: (n: number) => String(n), unit: (n: number): string => (n === 1 ? "destination" : "destinations") },
  id: { figure: (n: number) => formatNumber("id", n), unit: (_n: number) => "destinasi" },
});

export const HOME_PAGE_TEXT = defineTexts({
  en: {
    getTheFreeGuide: "Get the free guide",
    metaTitle: (siteName: string) => `${siteName}: transport, destinations and trip planning`,
    /** `destinations` is a claim such as "25+", or null when the data cannot back one. */
    metaDescription: (destinations: string | null) =>
      `Plan a trip around Sulawesi, Indonesia: checked flight, ferry and overland routes, guides to ${destinations ?? "the"} destinations from Bunaken to Toraja, and planning essentials.`,
  },
  id: {
    getTheFreeGuide: "Dapatkan panduan gratis",
    metaTitle: (siteName: string) => `${siteName}: transportasi, destinasi, dan perencanaan perjalanan`,
    metaDescription: (destinations: string | null) =>
      `Rencanakan perjalanan keliling Sulawesi: rute penerbangan, kapal feri, dan jalur darat yang sudah dicek, panduan ${destinations ? `${destinations} destinasi` : "destinasi"} dari Bunaken hingga Toraja, dan persiapan perjalanan.`,
  },
});

export const DESTINATION_PAGE_TEXT = defineTexts({
  en: {
    regionTitle: (region: string) => `${region} Travel Guide`,
    destinationTitle: (name: string, region: string) => `${name}, ${region}`,
    province: (province: string) => `${province}, Indonesia`,
  },
  id: {
    regionTitle: (region: string) => `Panduan Wisata ${region}`,
    destinationTitle: (name: string, region: string) => `${name}, ${region}`,
    province: (province: string) => `${province}, Indonesia`,
  },
});

export const EXPERIENCE_PAGE_TEXT = defineTexts({
  en: { title: (experience: string) => `${experience} in Sulawesi` },
  id: { title: (experience: string) => `${experience} di Sulawesi` },
});

/** Shown when a filter value in the URL matches no option (issue 19 point 10). */
export const FILTER_MISS_TEXT = defineTexts({
  en: {
    message: (filter: "region" | "activity", value: string) =>
      `No destinations match ${filter} “${value}”; showing all ${filter === "region" ? "regions" : "activities"}.`,
  },
  id: {
    message: (filter: "region" | "activity", value: string) =>
      filter === "region"
        ? `Tidak ada destinasi untuk wilayah “${value}”; menampilkan semua wilayah.`
        : `Tidak ada destinasi untuk aktivitas “${value}”; menampilkan semua aktivitas.`,
  },
});

type LastCheckedText = { label: string; covers: string };

/** What each guide page's "last checked" stamp covers (the `LastChecked` component). */
export const GUIDE_LAST_CHECKED_TEXT = defineTexts<Record<"destination" | "experience" | "planning", LastCheckedText>>({
  en: {
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
  },
  id: {
    destination: {
      label: "Halaman terakhir dicek",
      covers:
        "tanggal terakhir kami mencocokkan halaman ini dengan sumbernya. Harga di dalam teks berasal dari tahun yang tertulis di sampingnya; harga tanpa tahun tidak bertanggal.",
    },
    experience: {
      label: "Halaman terakhir dicek",
      covers: "tanggal terakhir kami mencocokkan halaman ini dengan sumbernya.",
    },
    planning: {
      label: "Angka terakhir dicek",
      covers:
        "tanggal terakhir kami mencocokkan angka-angka ini dengan sumbernya; contoh biaya berasal dari tahun yang disebutkan.",
    },
  },
});

/** Labels of the home page's stats strip, each shown after its counted "N+" figure (spec: "25+ Destinations"). */
export const HOME_STAT_LABELS = defineTexts({
  en: {
    destinations: "Destinations",
    routes: "Routes Mapped",
    checkedRoutes: `Routes Checked Since ${ROUTES_CHECKED_SINCE_YEAR}`,
  },
  id: {
    destinations: "Destinasi",
    routes: "Rute Terpetakan",
    checkedRoutes: `Rute Dicek Sejak ${ROUTES_CHECKED_SINCE_YEAR}`,
  },
});

/**
 * The /planning budget guide's note (issue 27 point 7): where its figures come from and when. The
 * rupiah figures are dated samples; rows without one say "estimate" in the content itself.
 */
export const PLANNING_BUDGET_NOTE = defineTexts({
  en: {
    before:
      "Sample prices as we found them, each with the year it was seen (rows marked estimate have no dated source); dollar amounts are converted at about IDR 16,300 to the US dollar, the rate of 12 March 2025. Prices change, so treat them as a guide. For route-by-route fares see the",
    link: "Transport Hub",
  },
  id: {
    before:
      "Contoh harga sebagaimana kami temukan, masing-masing dengan tahun harga itu tercatat (baris bertanda perkiraan tidak punya sumber bertanggal); jumlah dalam dolar dikonversi dengan kurs sekitar Rp16.300 per dolar AS, kurs 12 Maret 2025. Harga bisa berubah, jadi anggap sebagai patokan. Untuk tarif per rute, lihat",
    link: "Pusat Transportasi",
  },
});
