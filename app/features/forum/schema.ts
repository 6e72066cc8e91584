import { z } from "zod";
import { COMMENT_MAX, CONTENT_MAX, cleanText, type PostCategory, TITLE_MAX } from "./constants.ts";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "./report-constants.ts";
import { FIELD_NAMES, MESSAGES, REPORT_TEXTS } from "./texts.ts";

/** The forum's input schemas, for the actions (constants: constants.ts; texts: texts.ts). */

const text = (max: number, label: string) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, MESSAGES.tooLong(label, max)));

/** Create and edit: all three required after trimming (the spec's 'Missing information'). */
export const postInputSchema = z.object({
  title: text(TITLE_MAX, FIELD_NAMES.title),
  content: text(CONTENT_MAX, FIELD_NAMES.content),
  category: z.string().trim(),
});
export type PostInput = { title: string; content: string; category: PostCategory };

export const commentInputSchema = z.object({ content: text(COMMENT_MAX, FIELD_NAMES.comment) });

/** A member's report of a post or a comment (reasons and texts: report-constants.ts). */
export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_TEXTS.chooseReasonError),
    note: z.string().transform(cleanText).pipe(z.string().max(REPORT_NOTE_MAX, REPORT_TEXTS.noteTooLong)),
  })
  .refine((r) => r.reason !== "other" || r.note.length > 0, { message: REPORT_TEXTS.noteRequired, path: ["note"] });
export type ReportInput = z.infer<typeof reportInputSchema>;
