/**
 * The texts of the site's frame and shared UI (app/root.tsx, app/components): the skip link, header,
 * footer, account menu, error pages, in both editions (ADR 0036).
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

import { defineTexts } from "~/lib/locale.ts";

export const ROOT_TEXT = defineTexts({
  en: {
    skipToMainContent: "Skip to main content",
    pageNotFound: "Page not found",
    temporarilyUnavailable: "Temporarily unavailable",
    wellBeRightBack: "We'll be right back",
    thisPartOfThe:
      "This part of the site cannot reach its data just now. The travel guides still work; please try again in a few seconds.",
    returnToHome: "Return to Home",
    somethingWentWrong: "Something went wrong",
    weCouldNotShow: "We could not show this page just now. Please try again in a moment.",
  },
  id: {
    skipToMainContent: "Langsung ke konten utama",
    pageNotFound: "Halaman tidak ditemukan",
    temporarilyUnavailable: "Sementara tidak tersedia",
    wellBeRightBack: "Kami segera kembali",
    thisPartOfThe:
      "Bagian situs ini belum bisa mengambil datanya. Panduan perjalanan tetap bisa dibaca; silakan coba lagi dalam beberapa detik.",
    returnToHome: "Kembali ke Beranda",
    somethingWentWrong: "Terjadi kesalahan",
    weCouldNotShow: "Halaman ini belum bisa ditampilkan. Silakan coba lagi sebentar lagi.",
  },
});

export const ACCOUNT_MENU_TEXT = defineTexts({
  en: {
    signOut: "Sign Out",
    accountMenu: "Account menu",
    account: "Account",
    admin: "Admin",
    signedInAs: "Signed in as",
    joinFreeCommunity: "Join Free Community",
  },
  id: {
    signOut: "Keluar",
    accountMenu: "Menu akun",
    account: "Akun",
    admin: "Admin",
    signedInAs: "Masuk sebagai",
    // Short: the header keeps this button in a fixed width (no shift when the member menu replaces it).
    joinFreeCommunity: "Gabung Komunitas",
  },
});

export const FOOTER_TEXT = defineTexts({
  en: {
    independentCheckedTravelInformation:
      "Independent, checked travel information for Sulawesi: routes, prices, timetables and the places worth the journey.",
    joinTheCommunity: "Join the community",
    quickLinks: "Quick Links",
    support: "Support",
    newsletter: "Newsletter",
    getTheFreeSulawesi: "Get the free Sulawesi Transport Guide and route updates by email.",
    site: "Site",
    allRightsReservedPrices:
      ". All rights reserved. Prices and timetables change often: check locally before you travel.",
    transportHub: "Transport Hub",
    printableTransportGuide: "Printable Transport Guide",
    openTransportData: "Open Transport Data",
    destinations: "Destinations",
    experiences: "Experiences",
    planningEssentials: "Planning Essentials",
    blog: "Blog",
    submitATransportUpdate: "Submit a Transport Update",
    partnerWithUs: "Partner With Us",
    communityForum: "Community Forum",
    signInAccount: "Sign In / Account",
    contact: "Contact",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
  },
  id: {
    independentCheckedTravelInformation:
      "Informasi perjalanan Sulawesi yang independen dan diperiksa: rute, harga, jadwal, dan tempat-tempat yang layak didatangi.",
    joinTheCommunity: "Gabung dengan komunitas",
    quickLinks: "Tautan Cepat",
    support: "Bantuan",
    newsletter: "Buletin",
    getTheFreeSulawesi: "Dapatkan Panduan Transportasi Sulawesi gratis dan kabar terbaru rute lewat email.",
    site: "Situs",
    allRightsReservedPrices:
      ". Hak cipta dilindungi. Harga dan jadwal sering berubah: pastikan lagi di tempat sebelum berangkat.",
    transportHub: "Pusat Transportasi",
    printableTransportGuide: "Panduan Transportasi Cetak",
    openTransportData: "Data Transportasi Terbuka",
    destinations: "Destinasi",
    experiences: "Pengalaman",
    planningEssentials: "Persiapan Perjalanan",
    blog: "Blog",
    submitATransportUpdate: "Kirim Kabar Transportasi",
    partnerWithUs: "Bermitra dengan Kami",
    communityForum: "Forum Komunitas",
    signInAccount: "Masuk / Akun",
    contact: "Kontak",
    privacyPolicy: "Kebijakan Privasi",
    termsOfService: "Ketentuan Layanan",
  },
});

export const HEADER_TEXT = defineTexts({
  en: {
    main: "Main",
    toggleNavigationMenu: "Toggle navigation menu",
    menu: "Menu",
    mobile: "Mobile",
    /** The dropdown button beside a menu item ("Transport menu"). */
    submenu: (label: string) => `${label} menu`,
  },
  id: {
    main: "Utama",
    toggleNavigationMenu: "Buka atau tutup menu navigasi",
    menu: "Menu",
    mobile: "Seluler",
    submenu: (label: string) => `Menu ${label}`,
  },
});

export const NOT_FOUND_TEXT = defineTexts({
  en: {
    oopsPageNotFound: "Oops! Page not found",
    thePageYouWere: "The page you were looking for has moved or never existed.",
    returnToHome: "Return to Home",
    suggestionsHeading: "Were you looking for one of these?",
    searchHeading: "Or search the guide",
  },
  id: {
    oopsPageNotFound: "Maaf, halaman tidak ditemukan",
    thePageYouWere: "Halaman yang Anda cari sudah pindah atau memang tidak pernah ada.",
    returnToHome: "Kembali ke Beranda",
    suggestionsHeading: "Mungkin yang Anda cari salah satu dari ini?",
    searchHeading: "Atau cari di panduan",
  },
});

export const UI_TEXT = defineTexts({
  en: { breadcrumb: "Breadcrumb" },
  id: { breadcrumb: "Jejak navigasi" },
});

/** The site's sections as breadcrumbs name them, on the page and in its JSON-LD. */
export const CRUMB_TEXTS = defineTexts({
  en: {
    home: "Home",
    destinations: "Destinations",
    experiences: "Experiences",
    planning: "Planning",
    transport: "Transport",
    blog: "Blog",
  },
  id: {
    home: "Beranda",
    destinations: "Destinasi",
    experiences: "Pengalaman",
    planning: "Perencanaan",
    transport: "Transportasi",
    blog: "Blog",
  },
});

/**
 * The English crumbs, for routes not converted yet.
 * @deprecated Use `CRUMB_TEXTS[locale]` (meta, loaders) or `useTexts(CRUMB_TEXTS)` (components).
 */
export const CRUMB_TEXT = CRUMB_TEXTS.en;

/** The titles of pages that are not there. */
export const MISSING_PAGE_TEXTS = defineTexts({
  en: {
    title: "Page not found",
    titleOnSite: (title: string, siteName: string) => `${title} | ${siteName}`,
  },
  id: {
    title: "Halaman tidak ditemukan",
    titleOnSite: (title: string, siteName: string) => `${title} | ${siteName}`,
  },
});

/**
 * The English titles, for routes not converted yet.
 * @deprecated Use `MISSING_PAGE_TEXTS[locale]`.
 */
export const MISSING_PAGE_TEXT = MISSING_PAGE_TEXTS.en;

/** The search box's texts (the search page's own texts live in app/features/search/constants.ts). */
export const SEARCH_BOX_TEXTS = defineTexts({
  en: {
    label: "Search the site",
    placeholder: "Place, route or topic",
    button: "Search",
  },
  id: {
    label: "Cari di situs",
    placeholder: "Tempat, rute, atau topik",
    button: "Cari",
  },
});

/** The names in the site's main menu (site-nav.ts), in the header and on mobile. */
export const NAV_TEXT = defineTexts({
  en: {
    transport: "Transport",
    transportHub: "Transport Hub",
    flightRoutes: "Flight Routes",
    ferryRoutes: "Ferry Routes",
    overlandRoutes: "Overland Routes",
    routePlanner: "Route Planner",
    printableTransportGuide: "Printable Transport Guide",
    destinations: "Destinations",
    allDestinations: "All Destinations",
    northSulawesi: "North Sulawesi",
    centralSulawesi: "Central Sulawesi",
    southSulawesi: "South Sulawesi",
    southeastSulawesi: "Southeast Sulawesi",
    experiences: "Experiences",
    allExperiences: "All Experiences",
    diving: "Diving",
    trekking: "Trekking",
    culture: "Culture",
    planning: "Planning",
    blog: "Blog",
    contact: "Contact",
  },
  id: {
    transport: "Transportasi",
    transportHub: "Pusat Transportasi",
    flightRoutes: "Rute Penerbangan",
    ferryRoutes: "Rute Kapal",
    overlandRoutes: "Rute Darat",
    routePlanner: "Perencana Rute",
    printableTransportGuide: "Panduan Transportasi Cetak",
    destinations: "Destinasi",
    allDestinations: "Semua Destinasi",
    northSulawesi: "Sulawesi Utara",
    centralSulawesi: "Sulawesi Tengah",
    southSulawesi: "Sulawesi Selatan",
    southeastSulawesi: "Sulawesi Tenggara",
    experiences: "Pengalaman",
    allExperiences: "Semua Pengalaman",
    diving: "Menyelam",
    trekking: "Trekking",
    culture: "Budaya",
    planning: "Perencanaan",
    blog: "Blog",
    contact: "Kontak",
  },
});

/** The toasts' region and close button on hydrated pages (sonner's own words are English). */
export const TOASTER_TEXTS = defineTexts({
  en: { region: "Notifications", close: "Close toast" },
  id: { region: "Notifikasi", close: "Tutup pemberitahuan" },
});

/** The language switch in the header and footer (ADR 0036), in the language of the page it is on. */
export const LANGUAGE_SWITCH_TEXTS = defineTexts({
  en: { label: "Baca halaman ini dalam Bahasa Indonesia" },
  id: { label: "Read this page in English" },
});
