import { defineTexts } from "~/lib/locale.ts";

/** Every text of a route's own page (/transport/routes/{id}), in both editions (issue 31). */
export const ROUTE_PAGE_TEXT = defineTexts({
  en: {
    title: (route: string, mode: string) => `${route} by ${mode.toLowerCase()}`,
    /** The route by its two ends: "Makassar to Manado". */
    ends: (from: string, to: string) => `${from} to ${to}`,
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
  },
  id: {
    title: (route: string, mode: string) => `${route} naik ${mode.toLowerCase()}`,
    ends: (from: string, to: string) => `${from} ke ${to}`,
    metaDescription: (route: string, mode: string) =>
      `${route}, ${mode.toLowerCase()}: durasi, tarif beserta tanggalnya, frekuensi dan operator, kapan terakhir kami memeriksanya dan dengan sumber apa, lengkap dengan rutenya di peta.`,
    subtitle:
      "Angka-angka saat terakhir kami periksa, setiap harga dengan tanggalnya sendiri. Jadwal di Indonesia timur sering berubah: pastikan di lokasi sebelum berangkat.",
    figures: "Rute ini sekarang",
    references: "Dicocokkan dengan",
    referencesIntro: "Sumber yang terakhir kami pakai untuk mencocokkan rute ini:",
    mapHeading: "Rute ini di peta",
    mapSub: "Rute ini digambar tebal; jaringan lainnya dibuat samar.",
    related: "Lebih lanjut tentang rute ini",
    report: "Laporkan perubahan",
    reportHint:
      "Melihat tarif atau jadwal baru? Beri tahu kami: formulir pembaruan terbuka dengan rute ini sudah terpilih.",
    hub: (name: string) => `Hub transportasi ${name}`,
    allOfMode: (page: string) => `Semua ${page.toLowerCase()}`,
  },
});
