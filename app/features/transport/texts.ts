/**
 * The transport pages' texts: the overview, hubs, modes, routes and the printable guide, in both
 * editions (issue 31, ADR 0036). Every user-facing string lives here, not in JSX (issue 29, ADR 0035);
 * a text with values is a function, so each language orders the words its own way. Where a page
 * renders a text in pieces around a name, a piece a language does not need is "" (React renders
 * nothing for it, so the English markup stays as it was).
 */

import type { TransportHub } from "~/features/content/schema.ts";
import { defineTexts } from "~/lib/locale.ts";

export const TRANSPORT_GUIDE_PAGE_TEXT = defineTexts({
  en: {
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
    crumb: "Transport Guide",
  },
  id: {
    downloadAsPdf: "Unduh sebagai PDF",
    opensYourBrowsersPrint: "Membuka dialog cetak peramban Anda: pilih “Simpan sebagai PDF”.",
    toSaveThisGuide:
      "Untuk menyimpan panduan ini sebagai PDF, gunakan perintah Cetak di peramban Anda lalu pilih “Simpan sebagai PDF”.",
    transportGuideCheckThe: "/id/transport-guide · Periksa situs ini untuk kabar terbaru sebelum berangkat.",
    regionalHubsAndRoutes:
      "Hub regional dan rutenya, jenis transportasi, anggaran, kontak lokal, keselamatan, dan nomor darurat, dalam beberapa halaman yang bisa dicetak.",
    theFourRegionsTheir:
      "Empat wilayah, kota gerbangnya, dan rute lanjutan utamanya. Harga sesuai yang kami temukan, dengan tahun setiap angka.",
    localTransportContactsAgree:
      "Kontak transportasi lokal. Sepakati harga dan jam berangkat sebelum jalan, dan pastikan detailnya: nomor telepon dan tarif bisa berubah.",
    saveTheseNumbersIn: "Simpan nomor-nomor ini di ponsel Anda sebelum berangkat.",
    metaTitle: "Panduan Transportasi Sulawesi",
    metaDescription:
      "Panduan cetak untuk berkeliling Sulawesi: hub regional dan rutenya, jenis transportasi, anggaran, kontak lokal, daftar periksa keselamatan, dan nomor darurat.",
    crumb: "Panduan Transportasi",
  },
});

export const TRANSPORT_PAGE_TEXT = defineTexts({
  en: {
    subtitle: (hubs: number, routes: number, destinations: string | null) =>
      `${hubs} gateway cities, ${routes} mapped routes by air, sea and road, and the way to ${destinations} destinations across the island.`,
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
  },
  id: {
    subtitle: (hubs: number, routes: number, destinations: string | null) =>
      `${hubs} kota gerbang, ${routes} rute terpetakan lewat udara, laut, dan darat, serta jalan menuju ${destinations} destinasi di seluruh pulau.`,
    hubCities: " kota hub",
    destinations: " destinasi",
    flightsFerriesAndBuses: "Pesawat, kapal, dan bus",
    gettingTo: "Menuju ",
    startFromHub: ": mulai dari hub ",
    isTheNearestGateway:
      " adalah kota gerbang terdekat dengan layanan rutin. Kartunya ada paling atas di daftar di bawah; halaman hub-nya memuat semua rute dari sana, lengkap dengan jadwal dan harga.",
    routesFrom: "Rute dari ",
    showAllHubsEqually: "Tampilkan semua hub",
    sulawesiIsBigAnd:
      "Sulawesi itu luas dan jalannya lambat, jadi kebanyakan perjalanan memadukan penerbangan ke salah satu kota gerbang dengan naik kapal atau perjalanan darat yang panjang. Mulailah dari hub yang paling dekat dengan tujuan Anda: di sana ada bandara, pelabuhan, serta bus dan mobil travel untuk jarak terakhir.",
    pricesAndTimetablesHere:
      "Harga dan jadwal di sini adalah yang kami temukan pada tanggal yang tertera, dengan tahun setiap angka. Rute di Indonesia timur sering dibuka, berhenti, lalu jalan lagi: pastikan di lokasi sebelum mengandalkannya, dan kabari kami bila ada yang berubah.",
    quickNavigation: "Navigasi cepat",
    regionalHubs: "Hub regional",
    waysToTravel: "Cara bepergian",
    theSulawesiTransportGuide: "Panduan Transportasi Sulawesi",
    allRegionalRoutesBudgets:
      "Semua rute regional, anggaran, kontak lokal, daftar periksa keselamatan, dan nomor darurat dalam beberapa halaman yang bisa dicetak.",
    openThePrintableGuide: "Buka panduan cetak",
    everyTripInSulawesi:
      "Setiap perjalanan di Sulawesi melewati setidaknya satu kota ini. Tiap kartu menunjukkan ke mana saja Anda bisa melanjutkan perjalanan dari sana.",
    whatEachWayOf: "Seperti apa setiap cara bepergian di sini, dengan semua rute yang sudah kami petakan.",
    metaTitle: "Pusat Info Transportasi Sulawesi",
    metaDescription:
      "Cara berkeliling Sulawesi: kota-kota gerbang, pesawat, kapal, dan bus, dengan durasi dan harga sesuai temuan serta tanggal terakhir kami memeriksanya.",
    planATripFromAToB: "Rencanakan perjalanan dari A ke B",
    flightRoutes: "Rute penerbangan",
    ferryRoutes: "Rute kapal",
    overlandRoutes: "Rute darat",
    printableTransportGuide: "Panduan transportasi cetak",
    modeTitle: (mode: string) => `${mode} di Sulawesi`,
    hubTitle: (hub: string) => `Menuju dan berkeliling ${hub}: hub transportasi`,
  },
});

/** The mode pages' names (the slugs are the same in both editions: queries.ts). */
export const MODE_PAGE_LABELS = defineTexts({
  en: {
    flight: { plural: "Flights", page: "Flight Routes" },
    ferry: { plural: "Ferries and boats", page: "Ferry Routes" },
    overland: { plural: "Overland: buses and shared cars", page: "Overland Routes" },
  },
  id: {
    flight: { plural: "Penerbangan", page: "Rute Penerbangan" },
    ferry: { plural: "Kapal dan perahu", page: "Rute Kapal" },
    overland: { plural: "Jalur darat: bus dan mobil travel", page: "Rute Darat" },
  },
});

/** The hubs' ways of travelling (an enum in content/transport/hubs.json, so not in its translation). */
export const TRANSPORT_TYPE_TEXTS = defineTexts<Record<TransportHub["transportTypes"][number], string>>({
  en: {
    Flights: "Flights",
    Ferries: "Ferries",
    Buses: "Buses",
    "Shared cars": "Shared cars",
    Speedboats: "Speedboats",
  },
  id: {
    Flights: "Pesawat",
    Ferries: "Kapal feri",
    Buses: "Bus",
    "Shared cars": "Mobil travel",
    Speedboats: "Speedboat",
  },
});

/** The budget tiers' names (an enum in content/transport/guide.json). */
export const BUDGET_TIER_TEXTS = defineTexts<Record<"Backpacker" | "Mid-range" | "Luxury", string>>({
  en: { Backpacker: "Backpacker", "Mid-range": "Mid-range", Luxury: "Luxury" },
  id: { Backpacker: "Backpacker", "Mid-range": "Menengah", Luxury: "Mewah" },
});

export const GUIDE_SECTIONS_TEXT = defineTexts({
  en: {
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
    routesIn: (region: string) => `Routes in ${region}`,
    columns: ["Destination", "Transport", "Duration", "Price", "Operators", "Frequency"],
  },
  id: {
    contents: "Daftar isi",
    hub: "Hub:",
    unverified: " (belum diverifikasi)",
    tips: "Tips",
    perDay: "Per hari: ",
    accommodation: "Penginapan",
    transport: "Transportasi",
    food: "Makan",
    phone: "Telepon:",
    email: "Email:",
    languages: "Bahasa:",
    covers: "Mencakup:",
    executiveSummary: "Ringkasan",
    regionalHubsAndRoutes: "Hub regional dan rutenya",
    transportTypeGuide: "Panduan jenis transportasi",
    budgetPlanning: "Perencanaan anggaran",
    localContactDirectory: "Direktori kontak lokal",
    safetyChecklist: "Daftar periksa keselamatan",
    emergencyNumbers: "Nomor darurat",
    bookingPlatforms: "Platform pemesanan",
    speciality: "Keahlian",
    vehicle: "Kendaraan",
    rate: "Tarif",
    schedule: "Jadwal",
    capacity: "Kapasitas",
    routesIn: (region: string) => `Rute di ${region}`,
    columns: ["Tujuan", "Transportasi", "Durasi", "Harga", "Operator", "Frekuensi"],
  },
});

export const HUB_CARD_TEXT = defineTexts({
  en: {
    yourStartingPoint: "Your starting point",
    typicalPrice: "Typical price",
    typicalDuration: "Typical duration",
    highlights: "Highlights",
    viewDetails: "View Details",
    for: " for ",
    waysToTravelFrom: (hub: string) => `Ways to travel from ${hub}`,
  },
  id: {
    yourStartingPoint: "Titik berangkat Anda",
    typicalPrice: "Harga umum",
    typicalDuration: "Durasi umum",
    highlights: "Sorotan",
    viewDetails: "Lihat Detail",
    for: " untuk ",
    waysToTravelFrom: (hub: string) => `Cara bepergian dari ${hub}`,
  },
});

export const ROUTE_TABLE_TEXT = defineTexts({
  en: {
    to: " to ",
    columns: ["Route", "Duration", "Price", "Frequency", "Operators"],
    routeName: (from: string, to: string, mode: string) => `${from} to ${to}, ${mode}`,
  },
  id: {
    to: " ke ",
    columns: ["Rute", "Durasi", "Harga", "Frekuensi", "Operator"],
    routeName: (from: string, to: string, mode: string) => `${from} ke ${to}, ${mode}`,
  },
});

export const HUB_PAGE_TEXT = defineTexts({
  en: {
    planATripFrom: "Plan a trip from ",
    title: (hub: string) => `${hub} transport hub`,
  },
  id: {
    planATripFrom: "Rencanakan perjalanan dari ",
    title: (hub: string) => `Hub transportasi ${hub}`,
  },
});

export const HUB_SECTIONS_TEXT = defineTexts({
  en: {
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
    hubBefore: "",
    hub: " hub",
    transportHub: "Transport Hub",
    printableTransportGuide: "Printable transport guide",
    durationsAndPricesAs:
      "Durations and prices as found, with the year of each figure. Confirm before you travel: schedules change often.",
    serving: (modes: string, hub: string) => `${modes} serving ${hub}`,
    placesReachedThrough: (hub: string) => `Places most travellers reach through ${hub}.`,
  },
  id: {
    about: "Tentang ",
    asAHub: " sebagai hub",
    highlights: "Sorotan",
    gettingAround: "Berkeliling ",
    atAGlance: "Sekilas",
    airport: "Bandara",
    port: "Pelabuhan",
    typicalPrice: "Harga umum",
    typicalDuration: "Durasi umum",
    waysToTravel: "Cara bepergian",
    routesFrom: "Rute dari ",
    weHaveNotMapped: "Kami belum memetakan rute dari ",
    yet: ".",
    all: "Semua ",
    destinationsServedFrom: "Destinasi yang dijangkau dari ",
    noDestinationGuidesUse: "Belum ada panduan destinasi yang memakai hub ini.",
    browseAllDestinations: "Lihat semua destinasi",
    moreTransportInformation: "Info transportasi lainnya",
    hubBefore: "Hub ",
    hub: "",
    transportHub: "Pusat Info Transportasi",
    printableTransportGuide: "Panduan transportasi cetak",
    durationsAndPricesAs:
      "Durasi dan harga sesuai yang kami temukan, dengan tahun setiap angka. Pastikan dulu sebelum berangkat: jadwal sering berubah.",
    serving: (modes: string, hub: string) => `${modes} yang melayani ${hub}`,
    placesReachedThrough: (hub: string) => `Tempat-tempat yang biasanya dicapai pelancong lewat ${hub}.`,
  },
});

export const MODE_PAGE_TEXT = defineTexts({
  en: {
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
    caption: (page: string, count: number) => `${page}: ${count} routes`,
  },
  id: {
    inSulawesi: " di Sulawesi",
    tips: "Tips",
    all: "Semua ",
    noRoutesOfThis: "Belum ada rute jenis ini yang kami petakan.",
    seenADifferentPrice: "Menemukan harga atau jadwal yang berbeda?",
    submitAnUpdate: "Kirim pembaruan",
    andWeWillCheck: "dan kami akan memeriksanya.",
    otherWaysToTravel: "Cara bepergian lainnya",
    transportHub: "Pusat Info Transportasi",
    printableTransportGuide: "Panduan transportasi cetak",
    durationsPricesAndFrequencies:
      "Durasi, harga, dan frekuensi sesuai yang kami temukan, dengan tahun setiap angka. Rute bertanda belum diverifikasi perlu dicek di lokasi.",
    caption: (page: string, count: number) => `${page}: ${count} rute`,
  },
});

/**
 * The budget section's introduction. The facts sheet gives no daily budget, only dated sample prices
 * (its section 4c), so each tier's daily figure is our estimate and says so (issue 27 point 7).
 */
export const GUIDE_BUDGET_INTRO = defineTexts({
  en: {
    text: "Daily spending per person at three levels of comfort. These daily figures are our estimates, not prices quoted by a source: each adds a night's room, three meals and a day's local transport from the dated samples listed under it, rounded up because most samples are several years old.",
  },
  id: {
    text: "Pengeluaran harian per orang untuk tiga tingkat kenyamanan. Angka harian ini adalah perkiraan kami, bukan harga yang dikutip dari sumber: masing-masing menjumlahkan satu malam menginap, tiga kali makan, dan transportasi lokal sehari dari contoh bertanggal di bawahnya, lalu dibulatkan ke atas karena sebagian besar contoh itu sudah berumur beberapa tahun.",
  },
});
