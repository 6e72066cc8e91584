import { z } from "zod";
import { formatNumber } from "~/lib/format.ts";
import { COMMENT_MAX, CONTENT_MAX, cleanText, type PostCategory, TITLE_MAX } from "./constants.ts";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "./report-constants.ts";
import { REPORT_TEXTS } from "./texts.ts";

/** The forum's input schemas, for the actions (constants and texts: constants.ts). */

const text = (max: number, label: string) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, `${label} can be at most ${formatNumber("en", max)} characters.`));

/** Create and edit: all three required after trimming (the spec's 'Missing information'). */
export const postInputSchema = z.object({
  title: text(TITLE_MAX, "The title"),
  content: text(CONTENT_MAX, "The post"),
  category: z.string().trim(),
});
export type PostInput = { title: string; content: string; category: PostCategory };

export const commentInputSchema = z.object({ content: text(COMMENT_MAX, "A comment") });

/** A member's report of a post or a comment (reasons and texts: report-constants.ts). */
export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_TEXTS.chooseReasonError),
    note: z.string().transform(cleanText).pipe(z.string().max(REPORT_NOTE_MAX, REPORT_TEXTS.noteTooLong)),
  })
  .refine((r) => r.reason !== "other" || r.note.length > 0, { message: REPORT_TEXTS.noteRequired, path: ["note"] });
export type ReportInput = z.infer<typeof reportInputSchema>;
