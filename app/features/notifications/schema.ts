import { z } from "zod";
import { NOTIFICATION_LEVELS, NOTIFICATION_TEXTS } from "./constants.ts";

/** The /account form's notification choice (texts: constants.ts). */
export const levelSchema = z.enum(NOTIFICATION_LEVELS, NOTIFICATION_TEXTS.invalidLevel);
