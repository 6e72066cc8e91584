import { z } from "zod";
import { NOTIFICATION_LEVELS } from "./constants.ts";
import { NOTIFICATION_TEXTS } from "./texts.ts";

/** The /account form's notification choice (texts: constants.ts). */
export const levelSchema = z.enum(NOTIFICATION_LEVELS, NOTIFICATION_TEXTS.invalidLevel);
