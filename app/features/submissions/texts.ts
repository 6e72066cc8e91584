import { defineTexts } from "~/lib/locale.ts";
import type { Toast } from "~/lib/toast.ts";

/**
 * The texts of the transport update, partner and contact forms (the specification's, sections 5 and
 * 8): labels, hints, buttons, messages and toasts, in both editions (ADR 0036).
 */

/** Headings of the route list's groups: the spec's routes first, then every route the site lists, by mode. */
export const ROUTE_GROUP_LABELS = /* @__PURE__ */ defineTexts({
  en: {
    common: "Common routes",
    flights: "Flights",
    ferries: "Ferries and boats",
    overland: "Overland",
  },
  id: {
    common: "Rute umum",
    flights: "Penerbangan",
    ferries: "Kapal feri dan perahu",
    overland: "Jalur darat",
  },
});

export const PARTNER_CONTACT_HINT = /* @__PURE__ */ defineTexts({
  en: "An email address or a WhatsApp number: at least one, so we can reach you.",
  id: "Alamat email atau nomor WhatsApp: minimal salah satu, agar kami bisa menghubungi Anda.",
});

export const PARTNER_CONTACT_FIELD_ERROR = /* @__PURE__ */ defineTexts({
  en: "Please give an email address or a WhatsApp number.",
  id: "Silakan isi alamat email atau nomor WhatsApp.",
});

/** A travel date after today in Sulawesi (WITA) is refused: "last checked" may come from it. */
export const TRAVEL_DATE_FUTURE_ERROR = /* @__PURE__ */ defineTexts({
  en: "Travel date can't be in the future. Enter the day you made the trip (today or earlier).",
  id: "Tanggal perjalanan tidak boleh di masa depan. Isi tanggal Anda melakukan perjalanan (hari ini atau sebelumnya).",
});

type FormToast =
  | "updateMissing"
  | "updateSuccess"
  | "partnerMissing"
  | "partnerContactMissing"
  | "partnerSuccess"
  | "contactMissing"
  | "contactSuccess"
  | "invalid"
  | "error";

export const formTexts = /* @__PURE__ */ defineTexts<Record<FormToast, Toast>>({
  en: {
    updateMissing: {
      title: "Missing Information",
      description: "Please fill in all required fields.",
      variant: "destructive",
    },
    updateSuccess: {
      title: "Update submitted successfully!",
      description: "Thank you for helping fellow travelers. We'll review your update and publish it within 24 hours.",
    },
    partnerMissing: {
      title: "Missing Information",
      description: "Please fill in company name and routes served.",
      variant: "destructive",
    },
    partnerContactMissing: {
      title: "How can we reach you?",
      description: "Please give an email address or a WhatsApp number, so we can contact you about your request.",
      variant: "destructive",
    },
    partnerSuccess: {
      title: "Partnership request submitted!",
      description: "Thank you for your interest. We'll contact you within 48 hours.",
    },
    contactMissing: { title: "Missing Information", description: "Please fill in all fields.", variant: "destructive" },
    contactSuccess: {
      title: "Message sent!",
      description: "Thanks for getting in touch. We'll get back to you within 24 hours.",
    },
    invalid: {
      title: "Please check the form",
      description: "Some answers need a correction: see the marked fields.",
      variant: "destructive",
    },
    error: { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" },
  },
  id: {
    updateMissing: {
      title: "Informasi belum lengkap",
      description: "Silakan isi semua kolom yang wajib.",
      variant: "destructive",
    },
    updateSuccess: {
      title: "Kabar terbaru berhasil dikirim!",
      description:
        "Terima kasih sudah membantu sesama pelancong. Kami akan memeriksa kabar Anda dan menerbitkannya dalam 24 jam.",
    },
    partnerMissing: {
      title: "Informasi belum lengkap",
      description: "Silakan isi nama perusahaan dan rute yang dilayani.",
      variant: "destructive",
    },
    partnerContactMissing: {
      title: "Bagaimana kami bisa menghubungi Anda?",
      description:
        "Silakan isi alamat email atau nomor WhatsApp, agar kami bisa menghubungi Anda tentang permintaan ini.",
      variant: "destructive",
    },
    partnerSuccess: {
      title: "Permintaan kemitraan terkirim!",
      description: "Terima kasih atas minat Anda. Kami akan menghubungi Anda dalam 48 jam.",
    },
    contactMissing: {
      title: "Informasi belum lengkap",
      description: "Silakan isi semua kolom.",
      variant: "destructive",
    },
    contactSuccess: {
      title: "Pesan terkirim!",
      description: "Terima kasih sudah menghubungi kami. Kami akan membalas dalam 24 jam.",
    },
    invalid: {
      title: "Silakan periksa formulir",
      description: "Beberapa jawaban perlu diperbaiki: lihat kolom yang ditandai.",
      variant: "destructive",
    },
    error: { title: "Kesalahan", description: "Terjadi kesalahan. Silakan coba lagi.", variant: "destructive" },
  },
});

export const SUBMITTING_TEXT = /* @__PURE__ */ defineTexts({
  en: "Submitting...",
  id: "Mengirim...",
});

/** Above the update and partner forms (issue 28: it read "Fields marked * as required are required." without styles). */
export const REQUIRED_FIELDS_NOTE = /* @__PURE__ */ defineTexts({
  en: "Fields marked with an asterisk (*) are required.",
  id: "Kolom bertanda bintang (*) wajib diisi.",
});

/** Under each required field left empty (the server's answer, and the form script's before sending). */
export const REQUIRED_FIELD_MESSAGE = /* @__PURE__ */ defineTexts({
  en: "This field is required.",
  id: "Kolom ini wajib diisi.",
});

/** Labels of the /partners reach figures, each after its counted "N+" figure. */
export const PARTNER_REACH_LABELS = /* @__PURE__ */ defineTexts({
  en: { partners: "partner operators", routes: "routes" },
  id: { partners: "operator mitra", routes: "rute" },
});

/** The /contact form: its fields' labels, hints and examples, its button and busy text. */
export const CONTACT_FORM_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    heading: "Send us a Message",
    intro: "We'll get back to you within 24 hours",
    fields: {
      first_name: {
        label: "First Name",
      },
      last_name: {
        label: "Last Name",
      },
      email: {
        label: "Email",
      },
      subject: {
        label: "Subject",
      },
      message: {
        label: "Message",
      },
    },
    busy: "Sending...",
    submit: "Send Message",
  },
  id: {
    heading: "Kirim Pesan kepada Kami",
    intro: "Kami akan membalas dalam 24 jam",
    fields: {
      first_name: {
        label: "Nama Depan",
      },
      last_name: {
        label: "Nama Belakang",
      },
      email: {
        label: "Email",
      },
      subject: {
        label: "Perihal",
      },
      message: {
        label: "Pesan",
      },
    },
    busy: "Mengirim...",
    submit: "Kirim Pesan",
  },
});

/** The /submit-update form: its fields' labels, hints and examples, its button and busy text. */
export const UPDATE_FORM_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    heading: "Transport Update",
    fields: {
      name: {
        label: "Your Name",
      },
      route: {
        label: "Route",
        placeholder: "Select a route",
        other: "Other route",
      },
      travel_date: {
        label: "Travel Date",
      },
      price: {
        label: "Price",
        placeholder: "e.g. IDR 350,000",
      },
      operator: {
        label: "Operator",
        placeholder: "e.g. Pelni, Lion Air, Bintang Utara",
      },
      changes: {
        label: "What changed?",
        hint: "New price, timetable, operator, road or port conditions: the more detail, the better.",
      },
      evidence_url: {
        label: "Evidence URL",
        placeholder: "https://",
        hint: "A link to a photo of the ticket or timetable, or the operator's announcement (optional).",
      },
    },
    submit: "Submit Update",
  },
  id: {
    heading: "Kabar Transportasi",
    fields: {
      name: {
        label: "Nama Anda",
      },
      route: {
        label: "Rute",
        placeholder: "Pilih rute",
        other: "Rute lain",
      },
      travel_date: {
        label: "Tanggal Perjalanan",
      },
      price: {
        label: "Harga",
        placeholder: "mis. Rp350.000",
      },
      operator: {
        label: "Operator",
        placeholder: "mis. Pelni, Lion Air, Bintang Utara",
      },
      changes: {
        label: "Apa yang berubah?",
        hint: "Harga, jadwal, operator, kondisi jalan atau pelabuhan yang baru: makin rinci, makin baik.",
      },
      evidence_url: {
        label: "URL Bukti",
        placeholder: "https://",
        hint: "Tautan ke foto tiket atau jadwal, atau pengumuman operator (opsional).",
      },
    },
    submit: "Kirim Kabar",
  },
});

/** The /partners form: its fields' labels, hints and examples, its button and busy text. */
export const PARTNER_FORM_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    heading: "Partnership Request",
    contactLegend: "How can we reach you?",
    fields: {
      company: {
        label: "Company Name",
      },
      routes: {
        label: "Routes Served",
        hint: "For example: Makassar - Bone (daily bus), Ampana - Togean Islands (ferry).",
      },
      email: {
        label: "Email",
      },
      whatsapp: {
        label: "WhatsApp Number",
        placeholder: "+62 812 3456 7890",
      },
      pricing_link: {
        label: "Pricing Link",
        placeholder: "https://",
        hint: "A page or document with your current prices (optional).",
      },
      notes: {
        label: "Notes",
      },
    },
    submit: "Submit Request",
  },
  id: {
    heading: "Permintaan Kemitraan",
    contactLegend: "Bagaimana kami bisa menghubungi Anda?",
    fields: {
      company: {
        label: "Nama Perusahaan",
      },
      routes: {
        label: "Rute yang Dilayani",
        hint: "Contoh: Makassar - Bone (bus harian), Ampana - Kepulauan Togean (kapal feri).",
      },
      email: {
        label: "Email",
      },
      whatsapp: {
        label: "Nomor WhatsApp",
        placeholder: "+62 812 3456 7890",
      },
      pricing_link: {
        label: "Tautan Harga",
        placeholder: "https://",
        hint: "Halaman atau dokumen berisi harga Anda saat ini (opsional).",
      },
      notes: {
        label: "Catatan",
      },
    },
    submit: "Kirim Permintaan",
  },
});

/** The traveller updates on a transport hub page; texts around a value or link are kept in parts. */
export const TRAVELLER_UPDATES_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    heading: "Traveller updates",
    introBefore: "Recent changes to routes from ",
    introAfter: " reported by travellers and checked by us.",
    reportLink: "Report a change",
    empty: "No traveller updates for these routes yet.",
    published: "Published ",
    travelled: "· travelled ",
    operator: "Operator: ",
    price: "Price: ",
  },
  id: {
    heading: "Kabar dari pelancong",
    introBefore: "Perubahan terbaru pada rute dari ",
    introAfter: " yang dilaporkan pelancong dan sudah kami periksa.",
    reportLink: "Laporkan perubahan",
    empty: "Belum ada kabar dari pelancong untuk rute-rute ini.",
    published: "Terbit ",
    travelled: "· perjalanan ",
    operator: "Operator: ",
    price: "Harga: ",
  },
});

/** The /contact page around its form: meta, header, side cards and the frequently asked links. */
export const CONTACT_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    metaTitle: "Contact us",
    metaDescription:
      "Questions about travelling in Sulawesi, corrections to our routes and prices, or partnership ideas: email or message us on WhatsApp.",
    crumb: "Contact",
    title: "Get in Touch",
    subtitle:
      "Questions about a trip, a correction to our routes and prices, or an idea for working together: we read every message.",
    email: "Email",
    whatsapp: "WhatsApp",
    whatsappNewTab: " (opens WhatsApp in a new tab)",
    location: "Location",
    basedIn: "Based in Indonesia",
    serving: "Serving travelers worldwide",
    responseTime: "Response time",
    responseHours: "24-48 hours",
    faqHeading: "Frequently Asked",
    faqIntro: "Many questions already have an answer on the site:",
    faqLinks: {
      transport: { label: "Transport Hub", text: "Routes, prices and timetables for flights, ferries and buses." },
      submitUpdate: { label: "Submit an Update", text: "Found a new price or schedule? Tell us and we will check it." },
      community: { label: "Community", text: "Ask other travellers and share what you found on the road." },
    },
  },
  id: {
    metaTitle: "Hubungi kami",
    metaDescription:
      "Pertanyaan seputar perjalanan di Sulawesi, koreksi rute dan harga kami, atau ide kemitraan: kirim email atau pesan WhatsApp kepada kami.",
    crumb: "Kontak",
    title: "Hubungi Kami",
    subtitle:
      "Pertanyaan tentang perjalanan, koreksi rute dan harga kami, atau ide untuk bekerja sama: setiap pesan kami baca.",
    email: "Email",
    whatsapp: "WhatsApp",
    whatsappNewTab: " (membuka WhatsApp di tab baru)",
    location: "Lokasi",
    basedIn: "Berbasis di Indonesia",
    serving: "Melayani pelancong dari seluruh dunia",
    responseTime: "Waktu balasan",
    responseHours: "24-48 jam",
    faqHeading: "Pertanyaan Umum",
    faqIntro: "Banyak pertanyaan sudah terjawab di situs ini:",
    faqLinks: {
      transport: { label: "Pusat Transportasi", text: "Rute, harga, dan jadwal penerbangan, kapal feri, dan bus." },
      submitUpdate: {
        label: "Kirim Kabar Terbaru",
        text: "Menemukan harga atau jadwal baru? Beri tahu kami dan kami akan memeriksanya.",
      },
      community: { label: "Komunitas", text: "Bertanya kepada pelancong lain dan berbagi temuan Anda di perjalanan." },
    },
  },
});

/** The /partners page around its form: meta, header and section headings. */
export const PARTNERS_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    metaTitle: "Partner with us",
    metaDescription:
      "Ferry, bus, car and boat operators in Sulawesi: list your routes and prices in the guide travellers use to plan their trips.",
    crumb: "Partners",
    title: "Partner With Us",
    subtitle:
      "Run ferries, buses, boats or transfers in Sulawesi? List your routes in the guide travelers use to plan their trips.",
    reachHeading: "Our reach",
    benefitsHeading: "Why partner with us",
    nextStepsHeading: "Next steps",
  },
  id: {
    metaTitle: "Bermitra dengan kami",
    metaDescription:
      "Operator kapal feri, bus, mobil, dan perahu di Sulawesi: cantumkan rute dan harga Anda di panduan yang dipakai pelancong untuk merencanakan perjalanan.",
    crumb: "Mitra",
    title: "Bermitra dengan Kami",
    subtitle:
      "Menjalankan kapal feri, bus, perahu, atau layanan antar-jemput di Sulawesi? Cantumkan rute Anda di panduan yang dipakai pelancong untuk merencanakan perjalanan.",
    reachHeading: "Jangkauan kami",
    benefitsHeading: "Mengapa bermitra dengan kami",
    nextStepsHeading: "Langkah berikutnya",
  },
});

/** The /submit-update page around its form: meta, header and how updates are handled. */
export const SUBMIT_UPDATE_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    metaTitle: "Submit a transport update",
    metaDescription:
      "Took a ferry, bus or flight in Sulawesi recently? Tell us what changed (prices, timetables, operators) and help fellow travellers.",
    crumb: "Submit Update",
    title: "Submit a Transport Update",
    subtitle:
      "Prices, timetables and operators change often. Tell us what you found on the road and help fellow travelers plan with confidence.",
    handlingLabel: "How updates are handled",
    handling: {
      reviewed: {
        title: "Reviewed within 24 hours",
        text: "We check every update against other reports and the operators before it goes into the guide.",
      },
      private: { title: "Your details stay private", text: "We publish the route information, never your name." },
      helps: {
        title: "Helps fellow travelers",
        text: "Fresh prices and timetables save others hours at ports and bus terminals.",
      },
    },
  },
  id: {
    metaTitle: "Kirim kabar transportasi",
    metaDescription:
      "Baru naik kapal feri, bus, atau pesawat di Sulawesi? Beri tahu kami apa yang berubah (harga, jadwal, operator) dan bantu sesama pelancong.",
    crumb: "Kirim Kabar",
    title: "Kirim Kabar Transportasi",
    subtitle:
      "Harga, jadwal, dan operator sering berubah. Ceritakan temuan Anda di perjalanan dan bantu sesama pelancong merencanakan perjalanan dengan yakin.",
    handlingLabel: "Cara kami menangani kabar",
    handling: {
      reviewed: {
        title: "Diperiksa dalam 24 jam",
        text: "Setiap kabar kami cocokkan dengan laporan lain dan dengan operator sebelum masuk ke panduan.",
      },
      private: {
        title: "Data Anda tetap rahasia",
        text: "Kami menerbitkan informasi rutenya, tidak pernah nama Anda.",
      },
      helps: {
        title: "Membantu sesama pelancong",
        text: "Harga dan jadwal terbaru menghemat waktu berjam-jam orang lain di pelabuhan dan terminal bus.",
      },
    },
  },
});

/** The refusal of a form sent too often from one address. */
export const FORM_LIMIT_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    title: "Too many attempts",
    description: (wait: string) =>
      `You have sent this form several times in a short while. Please wait ${wait} and try again.`,
  },
  id: {
    title: "Terlalu banyak percobaan",
    description: (wait: string) =>
      `Anda sudah mengirim formulir ini beberapa kali dalam waktu singkat. Silakan tunggu ${wait} lalu coba lagi.`,
  },
});

/** The forms' field names inside the schemas' messages, and the schemas' own messages. */
export const SUBMISSION_SCHEMA_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    labels: {
      name: "Name",
      changes: "Changes",
      price: "Price",
      operator: "Operator",
      evidenceUrl: "Evidence URL",
      company: "Company name",
      routes: "Routes served",
      whatsapp: "WhatsApp number",
      pricingLink: "Pricing link",
      notes: "Notes",
      firstName: "First name",
      lastName: "Last name",
      subject: "Subject",
      message: "Message",
    },
    urlTooLong: (label: string) => `${label} must be at most 2000 characters.`,
    urlInvalid: (label: string) => `${label} must be a web address starting with http:// or https://.`,
    realDate: "Travel date must be a real date (YYYY-MM-DD).",
    routeRequired: "Route is required.",
    routeFromList: "Please choose a route from the list.",
    whatsappFormat: "WhatsApp number may contain only digits, spaces, dashes and a leading +.",
  },
  id: {
    labels: {
      name: "Nama",
      changes: "Perubahan",
      price: "Harga",
      operator: "Operator",
      evidenceUrl: "URL bukti",
      company: "Nama perusahaan",
      routes: "Rute yang dilayani",
      whatsapp: "Nomor WhatsApp",
      pricingLink: "Tautan harga",
      notes: "Catatan",
      firstName: "Nama depan",
      lastName: "Nama belakang",
      subject: "Perihal",
      message: "Pesan",
    },
    urlTooLong: (label: string) => `${label} maksimal 2000 karakter.`,
    urlInvalid: (label: string) => `${label} harus berupa alamat web yang diawali http:// atau https://.`,
    realDate: "Tanggal perjalanan harus tanggal yang benar (TTTT-BB-HH).",
    routeRequired: "Rute wajib diisi.",
    routeFromList: "Silakan pilih rute dari daftar.",
    whatsappFormat: "Nomor WhatsApp hanya boleh berisi angka, spasi, tanda hubung, dan tanda + di depan.",
  },
});
