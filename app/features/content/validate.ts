import type { z } from "zod";

/** Thrown when a content file does not match its schema; the message names the file and field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Parse one content file, or fail with "content/file.json: field.path: message" for every problem. */
export function parseContent<S extends z.ZodType>(schema: S, file: string, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(file)";
    return `${file}: ${field}: ${issue.message}`;
  });
  throw new ContentError(`Invalid content:\n  ${problems.join("\n  ")}`);
}
