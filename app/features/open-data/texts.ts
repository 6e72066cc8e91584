import { formatPriceDate } from "~/features/transport-data/format.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import { defineTexts } from "~/lib/locale.ts";
import type { ExclusionReason } from "./constants.ts";

/**
 * Every user-facing text of the open transport data (issue 33): the /data page, the texts written
 * into the files, the feed item announcing a new version. The page is in both editions (issue 31); the
 * files and the feed stay one English set.
 */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The /data page, in both editions (the files themselves stay one English set). */
export const DATA_PAGE_TEXTS = defineTexts({
  en: {
    title: "Open transport data",
    crumb: "Open data",
    description:
      "Sulawesi's flights, Pelni ships, ferries, boats and buses as open data: a dataset in JSON and CSV and a GTFS feed, every figure with its date and source, free to reuse under CC BY 4.0.",
    intro:
      "Every route in this guide as open data: the places with their positions, the routes with their fares, timetables and operators, each figure with its date and its source. Use it in your own app, map or router, and tell us what is wrong.",
    version: (version: string, modified: string) =>
      `Version ${version}, last changed ${formatCalendarDay("en", modified)}.`,

    contentsHeading: "What is in it",
    contents: (c: { places: number; located: number; routes: number; discontinued: number; fares: number }) => [
      `${count(c.places, "place", "places")} (towns, airports, ports, terminals, islands), ${c.located} of them with a position from a cited source; the others have none rather than a guessed one.`,
      `${count(c.routes, "route", "routes")}, ${c.discontinued} of them discontinued: kept in the data and marked with the month they stopped.`,
      `${count(c.fares, "fare", "fares")}, each with the date it was seen and what it is for.`,
    ],
    filesHeading: "Files",
    files: {
      dataset:
        "The whole dataset: places, routes with their fares and timetables, and which services are in the GTFS feed.",
      schema: "The JSON Schema of the dataset, generated from the schema the site itself validates the data with.",
      places: "Places, one a row.",
      routes: "Routes, one a row (fares are in their own file).",
      fares: "Fares, one a row, with the route they belong to.",
      gtfs: "The GTFS feed for journey planners (see below).",
    },
    conventions: [
      "CSV columns are the JSON's field names; a nested field joins its names with a dot (coordinates.lat), and a list shares one cell, separated by “ | ”.",
      "A departure time is the local time of the place it leaves (in Sulawesi WITA, UTC+8): departures leave a route's from, returnDepartures its to. Prices are in rupiah (IDR), durations in minutes.",
      "A value no source gives is empty (null), never zero and never estimated.",
      "Each figure carries its own date: a fare's asOf, a timetable's asOf, a route's lastChecked, a position's source. Old figures may be out of date: check locally before you travel.",
    ],

    gtfsHeading: "The GTFS feed",
    gtfsIntro:
      "GTFS is the timetable format journey planners read. A service is one direction of a route. It is in the feed only where the data gives its departure times, the days it runs, how long it takes (for the arrival time), where both ends are, and who runs it. A missing time is never filled in: such a service stays out of the feed and is listed in the dataset with the reason.",
    gtfsCounts: (inFeed: number, out: number) =>
      `${count(inFeed, "service is", "services are")} in the feed; ${count(out, "service is", "services are")} out.`,
    gtfsContents: (c: { stops: number; agencies: number; trips: number }) =>
      `The feed has ${count(c.stops, "stop", "stops")} (every place with a position), ${count(c.agencies, "operator", "operators")} and ${count(c.trips, "trip", "trips")}: one per departure time, on the days its calendar gives.`,
    whyOutHeading: "Why services are out",
    reasonColumn: "Reason",
    servicesColumn: "Services",
    primaryNote: "A service with several reasons is counted under the first.",
    inHeading: "Services in the feed",
    inService: (name: string, times: string, days: string) => `${name}: ${times} (${days})`,
    agenciesHeading: "Operators in the feed",
    agencies:
      "The data holds no verified web address for most operators, so each operator's address in the feed points here. All the feed's times are WITA, converted where a service leaves from another zone; a stop outside WITA (on Java, for example) carries its own time zone.",

    freshnessHeading: "How fresh it is",
    freshness:
      "The files are regenerated whenever the route data changes (an editor's change, an accepted traveller update, a new place), within seconds, and each file carries the version. New versions are announced in the route changes feed.",
    feedLink: "Route changes (RSS)",
    feedWindow: (start: string, end: string) =>
      `The GTFS calendars run from ${formatCalendarDay("en", start)}, the day the data last changed, to ${formatCalendarDay("en", end)}: data nobody has touched for a year lets the feed expire.`,

    licenceHeading: "Licence and how to cite",
    licence: (site: string) =>
      `The data is published under the Creative Commons Attribution 4.0 International licence (CC BY 4.0): you may copy, change and use it for any purpose, commercial too, if you credit ${site} and link to this page.`,
    licenceLink: "Read the licence",
    citeLabel: "Cite it as",

    correctionHeading: "Report a correction",
    correction:
      "Found a wrong time, price or route, or know a missing one? Send it through the transport update form with your source. An editor checks it, and an accepted correction reaches these files in the next version.",
    correctionLink: "Submit a transport update",
    citation: (site: string, version: string, modified: string, url: string) =>
      `${site}. Sulawesi transport data, version ${version} (${formatCalendarDay("en", modified)}). ${url}. Licence: CC BY 4.0.`,
  },
  id: {
    title: "Data transportasi terbuka",
    crumb: "Data terbuka",
    description:
      "Penerbangan, kapal Pelni, feri, perahu, dan bus di Sulawesi sebagai data terbuka: dataset JSON dan CSV serta feed GTFS, setiap angka dengan tanggal dan sumbernya, bebas dipakai ulang dengan lisensi CC BY 4.0.",
    intro:
      "Semua rute dalam panduan ini sebagai data terbuka: tempat-tempat beserta posisinya, rute beserta tarif, jadwal, dan operatornya, setiap angka dengan tanggal dan sumbernya. Pakailah di aplikasi, peta, atau perencana rute Anda sendiri, dan kabari kami bila ada yang salah.",
    version: (version: string, modified: string) =>
      `Versi ${version}, terakhir berubah ${formatCalendarDay("id", modified)}.`,

    contentsHeading: "Isinya",
    contents: (c: { places: number; located: number; routes: number; discontinued: number; fares: number }) => [
      `${c.places} tempat (kota, bandara, pelabuhan, terminal, pulau), ${c.located} di antaranya dengan posisi dari sumber yang dikutip; sisanya dibiarkan tanpa posisi daripada ditebak.`,
      `${c.routes} rute, ${c.discontinued} di antaranya sudah berhenti: tetap ada di data dan ditandai dengan bulan berhentinya.`,
      `${c.fares} tarif, masing-masing dengan tanggal terlihatnya dan untuk apa tarif itu.`,
    ],
    filesHeading: "Berkas",
    files: {
      dataset: "Seluruh dataset: tempat, rute beserta tarif dan jadwalnya, dan layanan mana saja yang masuk feed GTFS.",
      schema: "JSON Schema dataset, dibuat dari skema yang dipakai situs ini sendiri untuk memvalidasi data.",
      places: "Tempat, satu per baris.",
      routes: "Rute, satu per baris (tarif ada di berkasnya sendiri).",
      fares: "Tarif, satu per baris, dengan rute pemiliknya.",
      gtfs: "Feed GTFS untuk perencana perjalanan (lihat di bawah).",
    },
    conventions: [
      "Kolom CSV memakai nama field JSON; field bersarang menggabungkan namanya dengan titik (coordinates.lat), dan sebuah daftar berbagi satu sel, dipisahkan dengan “ | ”.",
      "Jam keberangkatan adalah waktu setempat di tempat asalnya (di Sulawesi WITA, UTC+8): departures berangkat dari ujung from sebuah rute, returnDepartures dari ujung to. Harga dalam rupiah (IDR), durasi dalam menit.",
      "Nilai yang tidak diberikan sumber mana pun dibiarkan kosong (null), tidak pernah nol dan tidak pernah diperkirakan.",
      "Setiap angka membawa tanggalnya sendiri: asOf sebuah tarif, asOf sebuah jadwal, lastChecked sebuah rute, sumber sebuah posisi. Angka lama mungkin sudah berubah: pastikan di lokasi sebelum berangkat.",
    ],

    gtfsHeading: "Feed GTFS",
    gtfsIntro:
      "GTFS adalah format jadwal yang dibaca perencana perjalanan. Satu layanan adalah satu arah sebuah rute. Layanan hanya masuk feed bila data memberikan jam keberangkatannya, hari-hari operasinya, lama perjalanannya (untuk jam tiba), letak kedua ujungnya, dan siapa operatornya. Jam yang tidak diketahui tidak pernah diisi: layanan seperti itu tetap di luar feed dan tercantum di dataset beserta alasannya.",
    gtfsCounts: (inFeed: number, out: number) => `${inFeed} layanan masuk feed; ${out} layanan di luar feed.`,
    gtfsContents: (c: { stops: number; agencies: number; trips: number }) =>
      `Feed ini memuat ${c.stops} halte (setiap tempat yang punya posisi), ${c.agencies} operator, dan ${c.trips} perjalanan: satu untuk setiap jam keberangkatan, pada hari-hari yang disebut kalendernya.`,
    whyOutHeading: "Mengapa layanan tidak masuk",
    reasonColumn: "Alasan",
    servicesColumn: "Layanan",
    primaryNote: "Layanan dengan beberapa alasan dihitung pada alasan yang pertama.",
    inHeading: "Layanan dalam feed",
    inService: (name: string, times: string, days: string) => `${name}: ${times} (${days})`,
    agenciesHeading: "Operator dalam feed",
    agencies:
      "Data ini tidak memuat alamat web terverifikasi untuk sebagian besar operator, jadi alamat setiap operator di feed mengarah ke halaman ini. Semua jam di feed dalam WITA, dikonversi bila sebuah layanan berangkat dari zona lain; halte di luar WITA (misalnya di Jawa) membawa zona waktunya sendiri.",

    freshnessHeading: "Seberapa baru datanya",
    freshness:
      "Berkas-berkas ini dibuat ulang setiap kali data rute berubah (perubahan dari editor, pembaruan pelancong yang diterima, tempat baru), dalam hitungan detik, dan setiap berkas mencantumkan versinya. Versi baru diumumkan di feed perubahan rute.",
    feedLink: "Perubahan rute (RSS, bahasa Inggris)",
    feedWindow: (start: string, end: string) =>
      `Kalender GTFS berlaku dari ${formatCalendarDay("id", start)}, hari terakhir data berubah, sampai ${formatCalendarDay("id", end)}: data yang tidak disentuh siapa pun selama setahun membuat feed ini kedaluwarsa.`,

    licenceHeading: "Lisensi dan cara mengutip",
    licence: (site: string) =>
      `Data ini diterbitkan dengan lisensi Creative Commons Atribusi 4.0 Internasional (CC BY 4.0): Anda boleh menyalin, mengubah, dan memakainya untuk keperluan apa pun, termasuk komersial, asalkan mencantumkan ${site} dan menautkan ke halaman ini.`,
    licenceLink: "Baca lisensinya",
    citeLabel: "Kutip sebagai",

    correctionHeading: "Laporkan koreksi",
    correction:
      "Menemukan jam, harga, atau rute yang salah, atau tahu rute yang belum ada? Kirimkan lewat formulir pembaruan transportasi beserta sumbernya. Editor akan memeriksanya, dan koreksi yang diterima masuk ke berkas-berkas ini pada versi berikutnya.",
    correctionLink: "Kirim pembaruan transportasi",
    citation: (site: string, version: string, modified: string, url: string) =>
      `${site}. Data transportasi Sulawesi, versi ${version} (${formatCalendarDay("id", modified)}). ${url}. Lisensi: CC BY 4.0.`,
  },
});

/** Why a service is out of the GTFS feed. */
export const EXCLUSION_TEXTS = defineTexts<Record<ExclusionReason, string>>({
  en: {
    discontinued: "The route is discontinued.",
    "private-hire": "A car with a driver is private hire, not a public service.",
    "no-times": "The data has no departure times for this direction.",
    "no-days": "The data does not say on which days it runs in this direction.",
    "no-arrival": "The duration is unknown, so there is no arrival time.",
    "no-stop": "An end of the route has no cited position (or no known time zone).",
    "no-operator": "The operator is unknown.",
    "several-operators": "Several operators, and the data does not say whose departure is whose.",
  },
  id: {
    discontinued: "Rutenya sudah berhenti.",
    "private-hire": "Mobil dengan sopir adalah sewaan pribadi, bukan layanan umum.",
    "no-times": "Data tidak memuat jam keberangkatan untuk arah ini.",
    "no-days": "Data tidak menyebut hari operasinya untuk arah ini.",
    "no-arrival": "Durasinya tidak diketahui, jadi tidak ada jam tiba.",
    "no-stop": "Salah satu ujung rute tidak punya posisi yang dikutip (atau zona waktunya tidak diketahui).",
    "no-operator": "Operatornya tidak diketahui.",
    "several-operators": "Ada beberapa operator, dan data tidak menyebut keberangkatan mana milik siapa.",
  },
});
/** The English reasons (written into the dataset's files). */
export const EXCLUSION_TEXT = EXCLUSION_TEXTS.en;

/** The citation, the licence's attribution and the texts written into the files. */
export const DATA_FILE_TEXT = {
  datasetName: (site: string) => `${site}: Sulawesi transport data`,
  datasetDescription:
    "Places, routes, fares, timetables and operators for getting around Sulawesi (flights, Pelni ships, ferries, boats, buses), each figure with its date and source. Departure times are local at the place left (WITA, UTC+8, in Sulawesi), prices IDR; null is unknown.",
  attribution: (site: string, url: string) => `${site}, Sulawesi transport data (${url}), CC BY 4.0`,
  citation: (site: string, version: string, modified: string, url: string) =>
    `${site}. Sulawesi transport data, version ${version} (${formatCalendarDay("en", modified)}). ${url}. Licence: CC BY 4.0.`,
} as const;

export const GTFS_TEXT = {
  stopDesc: (approximate: boolean, source: string) =>
    `${approximate ? "Approximate position" : "Position"} (source: ${source})`,
  routeName: (from: string, to: string) => `${from} – ${to}`,
  routeDesc: (mode: string, operator: string, route: Route) =>
    `${mode}, ${operator}. Timetable seen ${route.frequency.asOf ? formatPriceDate(route.frequency.asOf) : "undated"}; route last checked ${formatCalendarDay("en", route.lastChecked)}; source: ${route.source.refs.join("; ")}. Check locally before you travel.`,
} as const;

/** The route changes feed's item for a new version of the data. */
export const DATA_FEED_TEXT = {
  title: (version: string) => `Open transport data updated: version ${version}`,
  description: (inFeed: number, out: number) =>
    `The dataset (JSON, CSV) and the GTFS feed were regenerated from the current route data. ${count(inFeed, "service is", "services are")} in the GTFS feed, ${out} out.`,
  category: "open data",
} as const;
