import { defineTexts } from "~/lib/locale.ts";

// The /partners page's own texts, in both editions (the form's are in texts.ts).

/**
 * The /partners benefits. The listing promise says what the data shows (issue 27 point 7): each fare
 * and timetable carries its date and source, and how many routes were checked since 2023 (`checked`,
 * the counted "N+" figure; null when nothing counts, and then no figure is claimed).
 */
export const BENEFIT_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    counted: (checked: string, since: number) =>
      ` ${checked} of the routes we list were checked against their sources since ${since}.`,
    reach: {
      title: "Reach independent travelers",
      text: "Your routes appear where travelers plan their journeys across Sulawesi.",
    },
    dated: {
      title: "Dated, sourced listings",
      text: (counted: string) =>
        `Every schedule and price we show carries the date it was seen and where it came from, so travelers know how fresh it is.${counted}`,
    },
    direct: {
      title: "Direct bookings",
      text: "Travelers contact you directly on WhatsApp or through your own booking page.",
    },
  },
  id: {
    counted: (checked: string, since: number) =>
      ` ${checked} rute yang kami cantumkan sudah dicocokkan dengan sumbernya sejak ${since}.`,
    reach: {
      title: "Menjangkau pelancong mandiri",
      text: "Rute Anda tampil di tempat pelancong merencanakan perjalanan mereka keliling Sulawesi.",
    },
    dated: {
      title: "Daftar bertanggal dan bersumber",
      text: (counted: string) =>
        `Setiap jadwal dan harga yang kami tampilkan mencantumkan tanggal dilihat dan asal sumbernya, jadi pelancong tahu seberapa baru informasinya.${counted}`,
    },
    direct: {
      title: "Pemesanan langsung",
      text: "Pelancong menghubungi Anda langsung lewat WhatsApp atau halaman pemesanan Anda sendiri.",
    },
  },
});

/** What happens after a partner request. The last step promises only what the site does: dated changes, kept in each route's history. */
export const PARTNER_NEXT_STEPS = /* @__PURE__ */ defineTexts<readonly string[]>({
  en: [
    "We review your request and check your routes.",
    "We contact you within 48 hours on WhatsApp or by email.",
    "Together we set up your listing with routes, prices and schedules.",
    "Your listing goes live with the date we checked it. Send us changes and we check them; each change is dated in the route's history.",
  ],
  id: [
    "Kami meninjau permintaan Anda dan memeriksa rute-rute Anda.",
    "Kami menghubungi Anda dalam 48 jam lewat WhatsApp atau email.",
    "Bersama-sama kami menyiapkan daftar Anda dengan rute, harga, dan jadwal.",
    "Daftar Anda tayang dengan tanggal kami memeriksanya. Kirimkan perubahan kepada kami dan kami akan memeriksanya; setiap perubahan diberi tanggal dalam riwayat rute.",
  ],
});
