import type { Locale } from "~/lib/format.ts";
import { Refusal } from "~/lib/refusal.ts";

/** A refusal's texts in one language. */
export type RefusalTexts = { title: string; description: string };

/**
 * A refusal that can say itself in either edition (issue 31). The rule that refuses deep in the
 * server does not know the request's language; it gives its texts as a function of the locale, and
 * the action that answers picks the request's (`refusalInLocale`). As a plain Refusal it is English, so
 * code that reads `title` and `description` directly is unchanged.
 */
export class LocalizedRefusal extends Refusal {
  constructor(
    status: number,
    readonly textsIn: (locale: Locale) => RefusalTexts,
  ) {
    const en = textsIn("en");
    super(status, en.title, en.description);
  }
}

/** Shorthand: `refuse(400, (l) => [TEXTS[l].x, MESSAGES[l].y])`. */
export function refuse(status: number, texts: (locale: Locale) => readonly [string, string]): LocalizedRefusal {
  return new LocalizedRefusal(status, (locale) => {
    const [title, description] = texts(locale);
    return { title, description };
  });
}

/** The refusal to answer in `locale`: a LocalizedRefusal's texts in that language, a plain Refusal as it is. */
export function refusalInLocale(refusal: Refusal, locale: Locale): Refusal {
  if (!(refusal instanceof LocalizedRefusal)) return refusal;
  const { title, description } = refusal.textsIn(locale);
  const { fieldErrors, retryAfterSeconds } = refusal;
  return new Refusal(refusal.status, title, description, { fieldErrors, retryAfterSeconds });
}
