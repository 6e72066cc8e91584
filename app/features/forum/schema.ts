import { z } from "zod";
import type { Locale } from "~/lib/locale.ts";
import { COMMENT_MAX, CONTENT_MAX, cleanText, type PostCategory, TITLE_MAX } from "./constants.ts";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "./report-constants.ts";
import { FIELD_NAMES, MESSAGES, REPORT_TEXTS } from "./texts.ts";

/**
 * The forum's input schemas, for the actions (constants: constants.ts; texts: texts.ts). Each edition
 * has its own, so a refusal's message is in the request's language (issue 31).
 */

const text = (locale: Locale, max: number, label: string) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, MESSAGES[locale].tooLong(label, max)));

/** Create and edit: all three required after trimming (the spec's 'Missing information'). */
const postInputSchema = (l: Locale) =>
  z.object({
    title: text(l, TITLE_MAX, FIELD_NAMES[l].title),
    content: text(l, CONTENT_MAX, FIELD_NAMES[l].content),
    category: z.string().trim(),
  });
export const POST_INPUT_SCHEMAS = { en: postInputSchema("en"), id: postInputSchema("id") };
export type PostInput = { title: string; content: string; category: PostCategory };

const commentInputSchema = (l: Locale) => z.object({ content: text(l, COMMENT_MAX, FIELD_NAMES[l].comment) });
export const COMMENT_INPUT_SCHEMAS = { en: commentInputSchema("en"), id: commentInputSchema("id") };

/** A member's report of a post or a comment (reasons and texts: report-constants.ts). */
const reportInputSchema = (l: Locale) =>
  z
    .object({
      reason: z.enum(REPORT_REASONS, REPORT_TEXTS[l].chooseReasonError),
      note: z.string().transform(cleanText).pipe(z.string().max(REPORT_NOTE_MAX, REPORT_TEXTS[l].noteTooLong)),
    })
    .refine((r) => r.reason !== "other" || r.note.length > 0, {
      message: REPORT_TEXTS[l].noteRequired,
      path: ["note"],
    });
export const REPORT_INPUT_SCHEMAS = { en: reportInputSchema("en"), id: reportInputSchema("id") };
export type ReportInput = z.infer<(typeof REPORT_INPUT_SCHEMAS)["en"]>;
