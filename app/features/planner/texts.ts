/**
 * The planner's texts: its form, explanations, errors and itinerary cards, in English and Bahasa
 * Indonesia (issue 31, ADR 0036). Every user-facing string lives here, not in JSX (issue 29, ADR 0035);
 * a text with values is a function, so each language orders the words its own way.
 */

import { formatIdr } from "~/features/transport-data/format.ts";
import { formatNumber, formatRupiahShort } from "~/lib/format.ts";
import { defineTexts } from "~/lib/locale.ts";
import { BALANCE } from "./rules.ts";
import type { Preference, Reason } from "./types.ts";

export const ITINERARY_CARD_TEXT = defineTexts({
  en: {
    to: "to",
    to2: " to ",
  },
  id: {
    to: "ke",
    to2: " ke ",
  },
});

type PlannerTexts = {
  /** The breadcrumbs above the planner. */
  title: string;
  metaTitle: string;
  description: string;
  subtitle: string;
  formHeading: string;
  fromLabel: string;
  toLabel: string;
  preferenceLabel: string;
  /** The radio buttons of "Show first", by preference. */
  preferences: Record<Preference, string>;
  chooseOption: string;
  destinationsGroup: string;
  placesGroup: string;
  submit: string;
  resultsHeading: (from: string, to: string) => string;
  resultsMetaTitle: (from: string, to: string) => string;
  itineraryHeading: (n: number) => string;
  legsHeading: string;
  movingLabel: string;
  daysLabel: string;
  priceLabel: string;
  changesText: (n: number) => string;
  unverified: string;
  lastChecked: string;
  reportChange: string;
  modePage: (name: string) => string;
  transferMode: string;
  transferText: string;
  closedIn: (months: string) => string;
  sailsOn: string;
  runsAllYear: string;
  runsExcept: (months: string) => string;
  runsFrom: (place: string, pattern: string) => string;
  timesUnknown: (place: string) => string;
  monthsLabel: string;
  runsLabel: string;
  durationLabel: string;
  faresLabel: string;
  operatorsLabel: string;
  waitOnDayLabel: string;
  waitOnDay: (wait: string) => string;
  partOf: (from: string, to: string) => string;
  partDuration: string;
  estimated: (text: string) => string;
  movingEstimate: (text: string, legs: string) => string;
  faresEstimate: (text: string) => string;
  daysWithEstimates: (days: string) => string;
  hiresNote: (n: string) => string;
  notTotalled: string;
  /** The totals' counted words: "one leg" / "2 legs", "1 ruas" / "2 ruas". */
  legs: (n: number) => string;
  localTransfers: (n: number) => string;
  fares: (n: number) => string;
  hires: (n: number) => string;
  days: (n: number) => string;
  upTo: (days: string) => string;
  upToWithTransfers: (days: string) => string;
  fromSum: (sum: string) => string;
  faresUnknown: (fares: string, estimate: string) => string;
  routePage: string;
  reasonsLabel: string;
  reasons: Record<Reason, string>;
  showOnMap: (n: number) => string;
  mapShows: (n: number) => string;
  dateLabel: string;
  monthLabel: string;
  anyMonth: string;
  dateHint: string;
  forDate: (date: string) => string;
  forMonth: (month: string) => string;
  withoutDate: string;
  noPathHeading: string;
  noPath: (from: string, to: string) => string;
  nearTarget: (from: string, to: string) => string;
  nearOrigin: (from: string, to: string) => string;
  kmAway: (km: number) => string;
  planFrom: string;
  howItWorksHeading: string;
  howItWorks: readonly string[];
  /** A destination page's "Plan a trip here" when no trip can be planned. */
  noRouteYet: string;
  noGatewayConnection: string;
  mapSlotLabel: string;
  /** The heading of the map of the options drawn. */
  mapHeading: string;
  sameAgainHint: string;
};

const count = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);

export const PLANNER_TEXTS = defineTexts<PlannerTexts>({
  en: {
    title: "Plan a trip",
    metaTitle: "Route planner: from A to B in Sulawesi",
    description:
      "Find how to get between two places in Sulawesi by air, sea and road: every leg with its time, its fares and their dates, how often it runs, and how many days to allow.",
    subtitle:
      "Pick where you start and where you are going. We combine flights, boats and road trips from our checked routes and show the best trade-offs between time, changes and price.",
    formHeading: "Where to?",
    fromLabel: "From",
    toLabel: "To",
    preferenceLabel: "Show first",
    preferences: {
      best: "Best balance",
      fastest: "Fastest",
      "fewest-changes": "Fewest changes",
      cheapest: "Cheapest",
    },
    chooseOption: "Choose a place",
    destinationsGroup: "Destinations",
    placesGroup: "Towns, ports and airports",
    submit: "Plan the trip",
    resultsHeading: (from, to) => `From ${from} to ${to}`,
    resultsMetaTitle: (from, to) => `From ${from} to ${to}: route planner`,
    itineraryHeading: (n) => `Option ${n}`,
    legsHeading: "Legs",
    movingLabel: "On the move",
    daysLabel: "Days to allow",
    priceLabel: "Fares per person",
    changesText: (n) => (n === 0 ? "Direct" : n === 1 ? "1 change" : `${n} changes`),
    unverified: "Unverified",
    lastChecked: "Last checked",
    reportChange: "Report a change",
    modePage: (name) => `More about ${name}`,
    transferMode: "Local transfer",
    transferText: "Between the airport, port or terminal and the town: taxi, ojek or local bus. Time and fare unknown.",
    closedIn: (months) => `Does not run in ${months}.`,
    sailsOn: "The same ship sails on from here: stay on board.",
    runsAllYear: "Every month, as far as our sources say.",
    runsExcept: (months) => `Every month except ${months}.`,
    runsFrom: (place, pattern) => `From ${place}: ${pattern}`,
    timesUnknown: (place) => `departure times from ${place} unknown`,
    monthsLabel: "Months",
    runsLabel: "Runs",
    durationLabel: "Duration",
    faresLabel: "Fares",
    operatorsLabel: "Operators",
    waitOnDayLabel: "On your date",
    waitOnDay: (wait) => `next departure in about ${wait}`,
    partOf: (from, to) => `Part of the ${from} – ${to} route: get off at the stop you need.`,
    partDuration: "Not known for this part of the route",
    estimated: (text) => `about ${text}, estimated from the distance and similar routes`,
    movingEstimate: (text, legs) => `about ${text} estimated for ${legs} of unknown duration`,
    faresEstimate: (text) => `about ${text} estimated, used to rank`,
    daysWithEstimates: (days) => `about ${days} (includes estimates)`,
    hiresNote: (n) => `${n}: priced per boat or car, on the leg, not in this total`,
    notTotalled: "not in the total",
    legs: (n) => count(n, "leg", "legs"),
    localTransfers: (n) => count(n, "local transfer", "local transfers"),
    fares: (n) => count(n, "fare", "fares"),
    hires: (n) => count(n, "boat or car hired whole", "boats or cars hired whole"),
    days: (n) => `${n} ${n === 1 ? "day" : "days"}`,
    upTo: (days) => `up to ${days}`,
    upToWithTransfers: (days) => `up to ${days} plus local transfers`,
    fromSum: (sum) => `from ${sum}`,
    faresUnknown: (fares, estimate) => `${fares} unknown (${estimate})`,
    routePage: "Route details",
    reasonsLabel: "Why this option",
    reasons: {
      best: "Best balance of time, fares and changes",
      fastest: "Fastest",
      cheapest: "Cheapest",
      "fewest-changes": "Fewest changes",
      "next-best": "Another way: the next best balance of time, fares and changes",
    },
    showOnMap: (n) => `Show option ${n} on the map`,
    mapShows: (n) => `The map shows option ${n} in colour; the rest of the network is faded.`,
    dateLabel: "Travel date (optional)",
    monthLabel: "Or the month you travel (optional)",
    anyMonth: "Any month",
    dateHint:
      "With a date we count the real wait for boats that sail on set days and leave out services that do not run then. Without one, each leg says on which days and months it runs.",
    forDate: (date) => `For travel on ${date}.`,
    forMonth: (month) => `For travel in ${month}.`,
    withoutDate: "No travel date given: waits are the longest between departures, and each leg says when it runs.",
    noPathHeading: "No route found",
    noPath: (from, to) =>
      `We have no connection from ${from} to ${to} in our route data: no chain of flights, boats and road trips we know of links them.`,
    nearTarget: (from, to) => `Places you can reach from ${from} that lie nearest to ${to}:`,
    nearOrigin: (from, to) => `Places near ${from} from which ${to} can be reached:`,
    kmAway: (km) => `about ${km} km away`,
    planFrom: "Plan from here",
    howItWorksHeading: "How the planner works",
    howItWorks: [
      "Times on the move add up each leg's scheduled or reported duration. Days to allow also count the longest wait for each departure: up to a day for a daily service, about three and a half days for a twice-weekly ferry, and the longest gap for boats that sail on fixed weekdays. Give a travel date and the waits follow the timetable instead.",
      "Totals add only regular one-way fares per person, each with the date it was seen. Peak, holiday and tour prices are shown on their leg and never added; a boat or car hired whole stays priced per boat or car.",
      "Where our sources give no duration, frequency or fare, the planner estimates one to rank the options, and says so: from another route between the same places, or from the distance and the routes of the same kind we know (the upper quarter of their times and fares per km, never below the lowest known), and for an unknown frequency the longer waits of similar services. A local transfer counts as 45 minutes.",
      `Options are ordered by the best balance of time, fares and changes unless you choose otherwise: time on the move counts in full, waits for a departure a quarter (you spend them in town), an hour as ${formatIdr(BALANCE.idrPerHour)} and each change as two hours. An option much slower than another without being much cheaper, or much dearer without being much faster, is left out, as is any trip that passes the same place twice or leaves Sulawesi when a way inside exists.`,
      "Boats in eastern Indonesia are often delayed by weather, and schedules change: confirm each leg locally before you rely on it.",
    ],
    noRouteYet: "None of our routes reaches this destination yet.",
    noGatewayConnection: "Our route data has no connection from Makassar or Manado to this destination yet.",
    mapSlotLabel: "Map of this trip",
    mapHeading: "These itineraries on the map",
    sameAgainHint: "Change the search",
  },
  id: {
    title: "Rencanakan perjalanan",
    metaTitle: "Perencana rute: dari A ke B di Sulawesi",
    description:
      "Cari cara bepergian antara dua tempat di Sulawesi lewat udara, laut, dan darat: setiap ruas dengan lama perjalanan, tarif beserta tanggalnya, seberapa sering berangkat, dan berapa hari yang perlu Anda sediakan.",
    subtitle:
      "Pilih tempat Anda berangkat dan tempat tujuan Anda. Kami merangkai penerbangan, kapal, dan perjalanan darat dari rute yang sudah kami periksa, lalu menampilkan pilihan dengan imbangan terbaik antara waktu, ganti kendaraan, dan harga.",
    formHeading: "Mau ke mana?",
    fromLabel: "Dari",
    toLabel: "Ke",
    preferenceLabel: "Tampilkan lebih dulu",
    preferences: {
      best: "Paling seimbang",
      fastest: "Tercepat",
      "fewest-changes": "Paling sedikit ganti kendaraan",
      cheapest: "Termurah",
    },
    chooseOption: "Pilih tempat",
    destinationsGroup: "Destinasi",
    placesGroup: "Kota, pelabuhan, dan bandara",
    submit: "Rencanakan perjalanan",
    resultsHeading: (from, to) => `Dari ${from} ke ${to}`,
    resultsMetaTitle: (from, to) => `Dari ${from} ke ${to}: perencana rute`,
    itineraryHeading: (n) => `Pilihan ${n}`,
    legsHeading: "Ruas perjalanan",
    movingLabel: "Waktu di perjalanan",
    daysLabel: "Hari yang perlu disediakan",
    priceLabel: "Tarif per orang",
    changesText: (n) => (n === 0 ? "Langsung" : `${n} kali ganti kendaraan`),
    unverified: "Belum terverifikasi",
    lastChecked: "Terakhir diperiksa",
    reportChange: "Laporkan perubahan",
    modePage: (name) => `Selengkapnya tentang ${name}`,
    transferMode: "Transfer lokal",
    transferText:
      "Antara bandara, pelabuhan, atau terminal dan kotanya: taksi, ojek, atau angkutan umum setempat. Waktu dan ongkosnya tidak diketahui.",
    closedIn: (months) => `Tidak beroperasi pada ${months}.`,
    sailsOn: "Kapal yang sama berlayar terus dari sini: tetaplah di atas kapal.",
    runsAllYear: "Setiap bulan, sejauh yang disebut sumber kami.",
    runsExcept: (months) => `Setiap bulan kecuali ${months}.`,
    runsFrom: (place, pattern) => `Dari ${place}: ${pattern}`,
    timesUnknown: (place) => `jam keberangkatan dari ${place} tidak diketahui`,
    monthsLabel: "Bulan",
    runsLabel: "Jadwal",
    durationLabel: "Lama perjalanan",
    faresLabel: "Tarif",
    operatorsLabel: "Operator",
    waitOnDayLabel: "Pada tanggal Anda",
    waitOnDay: (wait) => `keberangkatan berikutnya sekitar ${wait} lagi`,
    partOf: (from, to) => `Bagian dari rute ${from} – ${to}: turunlah di perhentian yang Anda tuju.`,
    partDuration: "Tidak diketahui untuk bagian rute ini",
    estimated: (text) => `sekitar ${text}, diperkirakan dari jarak dan rute serupa`,
    movingEstimate: (text, legs) => `sekitar ${text} perkiraan untuk ${legs} yang lamanya tidak diketahui`,
    faresEstimate: (text) => `sekitar ${text} perkiraan, dipakai untuk mengurutkan`,
    daysWithEstimates: (days) => `sekitar ${days} (termasuk perkiraan)`,
    hiresNote: (n) => `${n}: harga per kapal atau per mobil, tertera pada ruasnya, tidak masuk total ini`,
    notTotalled: "tidak masuk total",
    legs: (n) => `${n} ruas`,
    localTransfers: (n) => `${n} transfer lokal`,
    fares: (n) => `${n} tarif`,
    hires: (n) => `${n} kapal atau mobil yang disewa utuh`,
    days: (n) => `${n} hari`,
    upTo: (days) => `hingga ${days}`,
    upToWithTransfers: (days) => `hingga ${days} ditambah transfer lokal`,
    fromSum: (sum) => `mulai ${sum}`,
    faresUnknown: (fares, estimate) => `${fares} tidak diketahui (${estimate})`,
    routePage: "Detail rute",
    reasonsLabel: "Mengapa pilihan ini",
    reasons: {
      best: "Imbangan terbaik antara waktu, tarif, dan ganti kendaraan",
      fastest: "Tercepat",
      cheapest: "Termurah",
      "fewest-changes": "Paling sedikit ganti kendaraan",
      "next-best": "Cara lain: imbangan terbaik berikutnya antara waktu, tarif, dan ganti kendaraan",
    },
    showOnMap: (n) => `Tampilkan pilihan ${n} di peta`,
    mapShows: (n) => `Peta menampilkan pilihan ${n} dengan warna; bagian jaringan lainnya dipudarkan.`,
    dateLabel: "Tanggal perjalanan (opsional)",
    monthLabel: "Atau bulan perjalanan Anda (opsional)",
    anyMonth: "Bulan apa saja",
    dateHint:
      "Dengan tanggal, kami menghitung waktu tunggu yang sebenarnya untuk kapal yang berlayar pada hari tertentu dan tidak menyertakan layanan yang tidak beroperasi saat itu. Tanpa tanggal, setiap ruas menyebut pada hari dan bulan apa ia beroperasi.",
    forDate: (date) => `Untuk perjalanan pada ${date}.`,
    forMonth: (month) => `Untuk perjalanan pada bulan ${month}.`,
    withoutDate:
      "Tanpa tanggal perjalanan: waktu tunggu dihitung dari jeda terpanjang antarkeberangkatan, dan setiap ruas menyebut kapan ia beroperasi.",
    noPathHeading: "Rute tidak ditemukan",
    noPath: (from, to) =>
      `Data rute kami tidak memuat sambungan dari ${from} ke ${to}: tidak ada rangkaian penerbangan, kapal, dan perjalanan darat yang kami ketahui yang menghubungkan keduanya.`,
    nearTarget: (from, to) => `Tempat yang bisa dicapai dari ${from} dan paling dekat dengan ${to}:`,
    nearOrigin: (from, to) => `Tempat di dekat ${from} yang tersambung ke ${to}:`,
    kmAway: (km) => `berjarak sekitar ${formatNumber("id", km)} km`,
    planFrom: "Rencanakan dari sini",
    howItWorksHeading: "Cara kerja perencana",
    howItWorks: [
      "Waktu di perjalanan menjumlahkan lama tiap ruas menurut jadwal atau laporan. Hari yang perlu disediakan juga menghitung waktu tunggu terlama untuk setiap keberangkatan: hingga satu hari untuk layanan harian, sekitar tiga setengah hari untuk feri yang berangkat dua kali seminggu, dan jeda terpanjang untuk kapal yang berlayar pada hari-hari tertentu. Jika Anda memberi tanggal perjalanan, waktu tunggu mengikuti jadwal.",
      "Total hanya menjumlahkan tarif reguler sekali jalan per orang, masing-masing dengan tanggal tarif itu tercatat. Harga musim ramai, hari libur, dan paket wisata ditampilkan pada ruasnya dan tidak pernah dijumlahkan; kapal atau mobil yang disewa utuh tetap dihargai per kapal atau per mobil.",
      "Bila sumber kami tidak menyebut lama perjalanan, frekuensi, atau tarif, perencana membuat perkiraan untuk mengurutkan pilihan, dan menyebutnya sebagai perkiraan: dari rute lain antara tempat yang sama, atau dari jarak dan rute sejenis yang kami ketahui (seperempat teratas waktu dan tarif per km, tidak pernah di bawah yang terendah yang diketahui), dan untuk frekuensi yang tidak diketahui, waktu tunggu yang lebih lama dari layanan serupa. Transfer lokal dihitung 45 menit.",
      `Pilihan diurutkan menurut imbangan terbaik antara waktu, tarif, dan ganti kendaraan, kecuali Anda memilih yang lain: waktu di perjalanan dihitung penuh, waktu menunggu keberangkatan seperempatnya (Anda menghabiskannya di kota), satu jam dihargai ${formatRupiahShort("id", BALANCE.idrPerHour)}, dan setiap ganti kendaraan setara dua jam. Pilihan yang jauh lebih lambat daripada pilihan lain tanpa jauh lebih murah, atau jauh lebih mahal tanpa jauh lebih cepat, tidak ditampilkan, begitu pula perjalanan yang melewati tempat yang sama dua kali atau keluar dari Sulawesi padahal ada jalan di dalam Sulawesi.`,
      "Kapal di Indonesia timur sering tertunda karena cuaca, dan jadwal bisa berubah: pastikan setiap ruas di tempat sebelum Anda mengandalkannya.",
    ],
    noRouteYet: "Belum ada rute kami yang mencapai destinasi ini.",
    noGatewayConnection: "Data rute kami belum memuat sambungan dari Makassar atau Manado ke destinasi ini.",
    mapSlotLabel: "Peta perjalanan ini",
    mapHeading: "Pilihan perjalanan ini di peta",
    sameAgainHint: "Ubah pencarian",
  },
});

/** The messages of a 400 answer: each says what was wrong and what to do. */
export const PLAN_ERRORS = defineTexts({
  en: {
    missing: "Choose both where you start and where you are going.",
    tooLong: "That place name is too long. Choose a place from the list.",
    unknownFrom: "We do not know the place you start from. Choose one from the list.",
    unknownTo: "We do not know the place you are going to. Choose one from the list.",
    same: "Where you start and where you are going are the same place. Choose two different places.",
    preference: "Choose best balance, fastest, fewest changes or cheapest.",
    date: "Enter the travel date as a day of the calendar, for example 2026-12-24, or leave it empty.",
    month: "Choose a month from the list, or leave it empty.",
    show: "Choose one of the options shown to draw it on the map.",
  },
  id: {
    missing: "Pilih tempat Anda berangkat sekaligus tempat tujuan Anda.",
    tooLong: "Nama tempat itu terlalu panjang. Pilih tempat dari daftar.",
    unknownFrom: "Kami tidak mengenal tempat keberangkatan itu. Pilih salah satu dari daftar.",
    unknownTo: "Kami tidak mengenal tempat tujuan itu. Pilih salah satu dari daftar.",
    same: "Tempat berangkat dan tempat tujuan Anda sama. Pilih dua tempat yang berbeda.",
    preference: "Pilih paling seimbang, tercepat, paling sedikit ganti kendaraan, atau termurah.",
    date: "Tulis tanggal perjalanan sebagai tanggal kalender, misalnya 2026-12-24, atau biarkan kosong.",
    month: "Pilih bulan dari daftar, atau biarkan kosong.",
    show: "Pilih salah satu pilihan yang ditampilkan untuk digambar di peta.",
  },
});

export const PLAN_ERROR_HEADING = defineTexts({
  en: { heading: "We could not plan that trip" },
  id: { heading: "Perjalanan itu tidak dapat kami rencanakan" },
});
