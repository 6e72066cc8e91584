/**
 * The transport-data feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * in both editions (issue 31, ADR 0036). A text with values is a function. Tables other features still
 * read in English (the admin dashboard, which stays English) keep their old name as the English table.
 */

import { defineTexts } from "~/lib/locale.ts";
import {
  type FareKind,
  type PlaceKind,
  type PriceUnit,
  type SourceKind,
  STALE_PRICE_YEARS,
  type TransportMode,
  type Weekday,
} from "./constants.ts";

export const MODE_TEXTS = defineTexts<Record<TransportMode, string>>({
  en: {
    flight: "Flight",
    pelni: "Pelni ship",
    "car-ferry": "Car ferry",
    "fast-boat": "Fast boat",
    "public-boat": "Public boat",
    "charter-boat": "Chartered boat",
    bus: "Bus",
    travel: "Shared “travel” car",
    "car-with-driver": "Car with driver",
  },
  id: {
    flight: "Pesawat",
    pelni: "Kapal Pelni",
    "car-ferry": "Kapal feri",
    "fast-boat": "Kapal cepat",
    "public-boat": "Kapal kayu umum",
    "charter-boat": "Kapal carteran",
    bus: "Bus",
    travel: "Mobil “travel”",
    "car-with-driver": "Mobil sewa dengan sopir",
  },
});
/** The English labels (the admin dashboard; callers not yet given the page's locale). */
export const MODE_LABELS = MODE_TEXTS.en;

/** "Rantepao by bus": a route named by its far end, in hub cards and summaries. */
export const MODE_BY = defineTexts<Record<TransportMode, string>>({
  en: {
    flight: "by air",
    pelni: "by Pelni ship",
    "car-ferry": "by car ferry",
    "fast-boat": "by fast boat",
    "public-boat": "by public boat",
    "charter-boat": "by chartered boat",
    bus: "by bus",
    travel: "by shared car",
    "car-with-driver": "by car with driver",
  },
  id: {
    flight: "dengan pesawat",
    pelni: "dengan kapal Pelni",
    "car-ferry": "dengan kapal feri",
    "fast-boat": "dengan kapal cepat",
    "public-boat": "dengan kapal kayu umum",
    "charter-boat": "dengan kapal carteran",
    bus: "dengan bus",
    travel: "dengan mobil travel",
    "car-with-driver": "dengan mobil sewa dan sopir",
  },
});

export const PLACE_KIND_TEXTS = defineTexts<Record<PlaceKind, string>>({
  en: {
    city: "City",
    town: "Town",
    village: "Village",
    airport: "Airport",
    port: "Port",
    "bus-terminal": "Bus terminal",
    island: "Island",
    islands: "Islands",
    park: "Park or reserve",
    lake: "Lake",
    waterfall: "Waterfall",
  },
  id: {
    city: "Kota",
    town: "Kota kecil",
    village: "Desa",
    airport: "Bandara",
    port: "Pelabuhan",
    "bus-terminal": "Terminal bus",
    island: "Pulau",
    islands: "Kepulauan",
    park: "Taman nasional atau cagar alam",
    lake: "Danau",
    waterfall: "Air terjun",
  },
});
/** The English labels (the admin dashboard, the planner until it passes the locale). */
export const PLACE_KIND_LABELS = PLACE_KIND_TEXTS.en;

export const PRICE_UNIT_TEXTS = defineTexts<Record<PriceUnit, string>>({
  en: { seat: "per person", boat: "per boat", car: "per car" },
  id: { seat: "per orang", boat: "per kapal", car: "per mobil" },
});
/** The English labels (the admin dashboard). */
export const PRICE_UNIT_LABELS = PRICE_UNIT_TEXTS.en;

/** Beside a fare of that kind; regular fares carry no label. */
export const FARE_KIND_TEXTS = defineTexts<Record<FareKind, string>>({
  en: { regular: "regular fare", peak: "peak or holiday fare", tour: "tour price, more than the ride alone" },
  id: {
    regular: "tarif biasa",
    peak: "tarif musim ramai atau hari libur",
    tour: "harga paket tur, lebih mahal dari ongkos perjalanannya saja",
  },
});
/** The English labels (the admin dashboard). */
export const FARE_KIND_LABELS = FARE_KIND_TEXTS.en;

export const WEEKDAY_TEXTS = defineTexts<Record<Weekday, string>>({
  en: { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" },
  id: { mon: "Sen", tue: "Sel", wed: "Rab", thu: "Kam", fri: "Jum", sat: "Sab", sun: "Min" },
});

export const SOURCE_KIND_TEXTS = defineTexts<Record<SourceKind, string>>({
  en: { editor: "editor", operator: "operator", "traveller-report": "traveller report" },
  id: { editor: "editor", operator: "operator", "traveller-report": "laporan pelancong" },
});
/** The English labels (the admin dashboard). */
export const SOURCE_KIND_LABELS = SOURCE_KIND_TEXTS.en;

/** Wording for values the data does not hold: shown as unknown, never guessed, never zero. */
export const UNKNOWN_TEXTS = defineTexts({
  en: {
    duration: "Duration unknown",
    price: "No dated fare found",
    frequency: "Frequency unknown",
    operators: "Operators unknown",
  },
  id: {
    duration: "Durasi tidak diketahui",
    price: "Belum ada tarif bertanggal",
    frequency: "Frekuensi tidak diketahui",
    operators: "Operator tidak diketahui",
  },
});

/** The words format.ts builds durations, fares and timetables from. */
export const FORMAT_TEXTS = defineTexts({
  en: {
    minutes: (m: number) => `${m} min`,
    hours: (h: number) => `${h} h`,
    hoursMinutes: (h: number, m: number) => `${h} h ${String(m).padStart(2, "0")}`,
    days: (d: number) => `${d} days`,
    minuteRange: (min: number, max: number) => `${min}–${max} min`,
    hourRange: (min: number, max: number) => `${min}–${max} h`,
    about: (d: string) => `About ${d}`,
    upTo: (d: string) => `Up to ${d}`,
    from: (d: string) => `From ${d}`,
    durationUnknownWithNote: (note: string) => `${note} (duration unknown)`,
    aboutAmount: "about ",
    fromAmount: (amount: string) => `from ${amount}`,
    upToAmount: (amount: string) => `up to ${amount}`,
    returnTrip: " return",
    aDay: "a day",
    aWeek: "a week",
    once: (unit: string) => `once ${unit}`,
    atLeast: (min: number, unit: string) => `${min}+ ${unit}`,
    dailyCount: (count: string) => `Daily, ${count}`,
    everyTwoWeeks: "Every two weeks",
    everyDays: (n: number) => `Every ${n} days`,
    at: (times: string) => ` at ${times}`,
    undated: "undated",
    factsSheet: "facts sheet",
    via: (places: string) => `via ${places}`,
  },
  id: {
    minutes: (m: number) => `${m} menit`,
    hours: (h: number) => `${h} jam`,
    hoursMinutes: (h: number, m: number) => `${h} jam ${m} menit`,
    days: (d: number) => `${d} hari`,
    minuteRange: (min: number, max: number) => `${min}–${max} menit`,
    hourRange: (min: number, max: number) => `${min}–${max} jam`,
    about: (d: string) => `Sekitar ${d}`,
    upTo: (d: string) => `Hingga ${d}`,
    from: (d: string) => `Paling cepat ${d}`,
    durationUnknownWithNote: (note: string) => `${note} (durasi tidak diketahui)`,
    aboutAmount: "sekitar ",
    fromAmount: (amount: string) => `mulai ${amount}`,
    upToAmount: (amount: string) => `hingga ${amount}`,
    returnTrip: " pulang-pergi",
    aDay: "sehari",
    aWeek: "seminggu",
    once: (unit: string) => `sekali ${unit}`,
    atLeast: (min: number, unit: string) => `${min}+ kali ${unit}`,
    dailyCount: (count: string) => `Setiap hari, ${count}`,
    everyTwoWeeks: "Dua minggu sekali",
    everyDays: (n: number) => `Setiap ${n} hari`,
    at: (times: string) => ` pukul ${times}`,
    undated: "tanpa tanggal",
    factsSheet: "lembar fakta",
    via: (places: string) => `lewat ${places}`,
  },
});

export const FREQUENCY_TEXTS = defineTexts({
  en: {
    daily: "Daily",
    /** Before the times leaving one end of a route: "from Wangi-Wangi at 11:00". */
    departuresFrom: (place: string) => `from ${place}`,
    /** Before the times leaving the far end where the route's places are not named: "back at 11:00". */
    back: "back",
    onDemand: "On demand (charter)",
    irregular: "Irregular",
    unknown: UNKNOWN_TEXTS.en.frequency,
  },
  id: {
    daily: "Setiap hari",
    departuresFrom: (place: string) => `dari ${place}`,
    back: "arah balik",
    onDemand: "Sesuai permintaan (carter)",
    irregular: "Tidak tentu",
    unknown: UNKNOWN_TEXTS.id.frequency,
  },
});

/** The visible marker on an old or undated price, and the note that explains it once per page. */
export const PRICE_AGE_TEXTS = defineTexts({
  en: {
    marker: "may be out of date",
    note: (date: string) =>
      `Prices marked “may be out of date” were more than ${STALE_PRICE_YEARS} years old on ${date}, or are undated: check before you travel.`,
  },
  id: {
    marker: "mungkin sudah berubah",
    note: (date: string) =>
      `Harga bertanda “mungkin sudah berubah” sudah berumur lebih dari ${STALE_PRICE_YEARS} tahun pada ${date}, atau tidak bertanggal: periksa dulu sebelum berangkat.`,
  },
});
export const PRICE_AGE_TEXT = PRICE_AGE_TEXTS.en;

/** What each "last checked" stamp covers, so a stamp is never read as the date of a price. */
export const LAST_CHECKED_TEXT = defineTexts({
  en: {
    routes: {
      label: "Routes last checked",
      covers: "the date we last compared these routes with their sources; each price carries its own date.",
    },
    hub: {
      label: "Hub facts last checked",
      covers: "the date we last compared this hub and its routes with their sources; each price carries its own date.",
    },
    guide: {
      label: "Guide last checked",
      covers: "the date we last compared this guide's routes with their sources; each price carries its own date.",
    },
  },
  id: {
    routes: {
      label: "Rute terakhir diperiksa",
      covers:
        "tanggal terakhir kami mencocokkan rute-rute ini dengan sumbernya; setiap harga punya tanggalnya sendiri.",
    },
    hub: {
      label: "Info hub terakhir diperiksa",
      covers:
        "tanggal terakhir kami mencocokkan hub ini dan rutenya dengan sumbernya; setiap harga punya tanggalnya sendiri.",
    },
    guide: {
      label: "Panduan terakhir diperiksa",
      covers:
        "tanggal terakhir kami mencocokkan rute dalam panduan ini dengan sumbernya; setiap harga punya tanggalnya sendiri.",
    },
  },
});

/**
 * Each route's own check: "Last checked 22 November 2026 · source: editor", its age marker and its
 * change history (issue 18). A route's age is judged by the same STALE_PRICE_YEARS as a price's.
 */
export const ROUTE_CHECK_TEXT = defineTexts({
  en: {
    lastChecked: "Last checked",
    /** Beside a route's figure where the route itself is not shown (hub cards, the map's list). */
    oldCheck: `route last checked more than ${STALE_PRICE_YEARS} years ago`,
    source: (label: string) => `source: ${label}`,
    history: "Change history",
    /** Read after "Change history" by screen readers: "Change history of Makassar to Manado, Flight". */
    historyOf: (route: string) => `of ${route}`,
    staleNote: (date: string) =>
      `A route whose “Last checked” date is marked “may be out of date” was last checked more than ${STALE_PRICE_YEARS} years before ${date}: confirm it locally before you travel.`,
  },
  id: {
    lastChecked: "Terakhir diperiksa",
    oldCheck: `rute terakhir diperiksa lebih dari ${STALE_PRICE_YEARS} tahun lalu`,
    source: (label: string) => `sumber: ${label}`,
    history: "Riwayat perubahan",
    historyOf: (route: string) => `rute ${route}`,
    staleNote: (date: string) =>
      `Rute yang tanggal “Terakhir diperiksa”-nya bertanda “mungkin sudah berubah” terakhir diperiksa lebih dari ${STALE_PRICE_YEARS} tahun sebelum ${date}: pastikan dulu di lokasi sebelum berangkat.`,
  },
});

export const STATUS_TEXT = defineTexts({
  en: {
    discontinued: (month: string) => `Stopped ${month}`,
    closedMonths: (months: string) => `Does not run in ${months}`,
    unverified: "Unverified — check locally",
  },
  id: {
    discontinued: (month: string) => `Berhenti sejak ${month}`,
    closedMonths: (months: string) => `Tidak beroperasi pada ${months}`,
    unverified: "Belum diverifikasi — periksa di lokasi",
  },
});

/**
 * The route data's recurring short words, in Indonesian (issue 31): operators that are not a company's
 * name, and the fare labels, timetable notes and duration notes that several routes share, as
 * content/transport/routes/*.json writes them. Looked up whole, never in part: operators through
 * formatLabel; a label or note through formatDataText (format.ts) when its own Indonesian twin is not
 * written, as after an operator's edit in English. An entry states the same figures as its English
 * (labels-id.test.ts checks the digit runs).
 */
export const DATA_LABELS_ID: Readonly<Record<string, string>> = {
  // Fare labels.
  Economy: "Ekonomi",
  "Economy, KM Sinabung": "Ekonomi, KM Sinabung",
  "Economy (Cantika 168, Bahari 5E and 6E)": "Ekonomi (Cantika 168, Bahari 5E dan 6E)",
  "VVIP (Cantika 168, Bahari 5E and 6E)": "VVIP (Cantika 168, Bahari 5E dan 6E)",
  Business: "Bisnis",
  "Upper class": "Kelas atas",
  "VIP / first class": "VIP / kelas satu",
  Adult: "Dewasa",
  Passenger: "Penumpang",
  "Per passenger (pioneer tariff)": "Per penumpang (tarif perintis)",
  Car: "Mobil",
  "Whole car": "Sewa satu mobil",
  "Shared private car": "Mobil pribadi bersama",
  "By seat": "Per kursi",
  "By seat row": "Per baris kursi",
  "By class": "Menurut kelas",
  "Per leg": "Per ruas",
  "Up to 8 people": "Hingga 8 orang",
  Taxi: "Taksi",
  "Airport taxi": "Taksi bandara",
  "DAMRI airport bus": "Bus bandara DAMRI",
  Foreigners: "Wisatawan asing",
  Locals: "Wisatawan lokal",
  "Charter, one way": "Carter, sekali jalan",
  "Day tour including lunch": "Tur sehari, termasuk makan siang",
  "High-fare period": "Masa tarif tinggi",
  "Lebaran peak": "Puncak arus Lebaran",
  "Lebaran peak, economy": "Puncak arus Lebaran, ekonomi",
  "Later, negotiable": "Belakangan, bisa ditawar",
  "Sources differ": "Sumber berbeda-beda",
  "On Pelni's website": "Di situs web Pelni",
  "Online fare just before the route stopped": "Tarif daring menjelang rute ini berhenti",
  "Seen online; the top of the range is approximate": "Dilihat secara daring; batas atasnya perkiraan",
  "What operators aim for per trip": "Target operator per perjalanan",
  // Operators that are not a company's name.
  "Most Indonesian airlines": "Sebagian besar maskapai Indonesia",
  "Several Indonesian airlines": "Beberapa maskapai Indonesia",
  "Other airlines (check)": "Maskapai lain (periksa dulu)",
  Buses: "Bus",
  "Shared minivans": "Minibus bersama",
  "Shared travel cars": "Mobil travel",
  "Car charter": "Mobil carteran",
  "Buses or shared cars (check locally)": "Bus atau mobil bersama (tanyakan di tempat)",
  "Private car or charter": "Mobil pribadi atau carteran",
  "Car with driver": "Mobil sewa dengan sopir",
  "Airport taxis": "Taksi bandara",
  "Taxis and private cars": "Taksi dan mobil pribadi",
  "Buses from Karombasan terminal": "Bus dari Terminal Karombasan",
  "Shared private cars": "Mobil pribadi bersama",
  "Private car": "Mobil pribadi",
  "Mikrolet and pick-up": "Mikrolet dan mobil bak terbuka",
  "Public ferries and boats": "Kapal feri dan kapal umum",
  "Public boat": "Kapal umum",
  "Public car ferry": "Kapal feri umum",
  "Speedboat charters": "Speedboat carteran",
  "Day-tour operators": "Operator tur sehari",
  "Water taxis": "Taksi air",
  "Wooden night boats": "Kapal kayu malam",
  "Wooden boats": "Kapal kayu",
  "Steel boats": "Kapal besi",
  Speedboats: "Speedboat",
  "Fast boats": "Kapal cepat",
  Motorboats: "Perahu motor",
  "Local boats": "Perahu lokal",
  "Resort motorboat": "Perahu motor resor",
  "Charter boats": "Kapal carteran",
  "A new 388-seat fast boat (from Feb 2026)": "Kapal cepat baru berkapasitas 388 kursi (sejak Feb 2026)",
  "Fly Jaya (subsidised)": "Fly Jaya (bersubsidi)",
  "KM Sabuk Nusantara 113 (pioneer ship)": "KM Sabuk Nusantara 113 (kapal perintis)",
  "KM Sabuk Nusantara 76 (tol laut pioneer ship)": "KM Sabuk Nusantara 76 (kapal perintis tol laut)",
  "Mikrolet (minibus)": "Mikrolet (angkot)",
  "Shared kijang": "Kijang bersama",
  "Trans Manado (corridor K2)": "Trans Manado (koridor K2)",
  // Timetable notes.
  "Check locally": "Tanyakan di tempat",
  "Weather-dependent": "Tergantung cuaca",
  "Morning and midday": "Pagi dan siang",
  "Multiple flights daily": "Beberapa penerbangan setiap hari",
  "Direct; check current schedules": "Langsung; periksa jadwal terbaru",
  "Book by phone or through your hotel": "Pesan lewat telepon atau melalui hotel Anda",
  "Boats often leave only when full": "Kapal sering baru berangkat setelah penuh",
  "Check at the arrival hall": "Tanyakan di ruang kedatangan",
  "Check at Terminal Baruga": "Tanyakan di Terminal Baruga",
  "Travel cars also run the route": "Mobil travel juga melayani rute ini",
  "Arranged by the resort; ask when booking": "Diatur oleh resor; tanyakan saat memesan",
  "Pioneer (subsidised) ship; days not on record": "Kapal perintis (bersubsidi); harinya tidak tercatat",
  "Wooden boats leave about 09:00": "Kapal kayu berangkat sekitar pukul 09:00",
  "Returns at 08:00": "Kembali pukul 08:00",
  // Duration notes.
  overnight: "semalam",
  scheduled: "terjadwal",
  "sources differ": "sumber berbeda-beda",
  Unverified: "Belum terverifikasi",
  "older data": "data lama",
  "2013 schedule": "jadwal 2013",
  "including the ferry": "termasuk penyeberangan feri",
  "including the Raha stop": "termasuk singgah di Raha",
  "depending on boat and stops": "tergantung kapal dan persinggahan",
  "via the Kebun Kopi pass": "lewat jalur Kebun Kopi",
  "usually about 13 h": "biasanya sekitar 13 jam",
  "by private car, 2007": "dengan mobil pribadi, 2007",
  "Flight time unverified": "Waktu terbang belum terverifikasi",
  "About 20 km; time depends on traffic": "Sekitar 20 km; waktunya tergantung lalu lintas",
};
