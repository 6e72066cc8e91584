import { defineTexts } from "~/lib/locale.ts";

/**
 * The first crumb of the form pages' trails (contact, partners, updates, newsletter), in each edition.
 * Its own module: the route modules import it, and texts.ts stays in the form kit's browser chunk.
 */
export const FORM_PAGE_HOME_CRUMB = /* @__PURE__ */ defineTexts({ en: "Home", id: "Beranda" });
