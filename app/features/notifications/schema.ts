import { z } from "zod";
import type { Locale } from "~/lib/locale.ts";
import { NOTIFICATION_LEVELS } from "./constants.ts";
import { NOTIFICATION_TEXTS } from "./texts.ts";

/** The /account form's notification choice (texts: texts.ts), with its message in the edition's language. */
export const levelSchema = (locale: Locale) => z.enum(NOTIFICATION_LEVELS, NOTIFICATION_TEXTS[locale].invalidLevel);
