import { useTexts } from "~/lib/use-locale.ts";
import { Link } from "./Link.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { NOT_FOUND_TEXT } from "./texts.ts";

/** A guide page whose name is close to the path that was not found. */
export type PageSuggestion = { url: string; title: string; kindLabel: string };

/** The suggestions a caught not-found answer carries (app/lib/not-found.server.ts), or none. */
export function suggestionsOf(errorData: unknown): PageSuggestion[] {
  const suggestions = (errorData as { suggestions?: unknown } | null)?.suggestions;
  return Array.isArray(suggestions) ? (suggestions as PageSuggestion[]) : [];
}

/** The site-wide not-found page (the splat route and unmatched paths), with pages close to the bad path. */
export function NotFound({ suggestions = [] }: { suggestions?: readonly PageSuggestion[] }) {
  const t = useTexts(NOT_FOUND_TEXT);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-ocean-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t.oopsPageNotFound}</h1>
      <p className="mt-3 text-slate-600">{t.thePageYouWere}</p>
      {suggestions.length > 0 ? (
        <nav aria-labelledby="not-found-suggestions" className="mt-8 text-left">
          <h2 id="not-found-suggestions" className="text-lg font-semibold text-slate-900">
            {t.suggestionsHeading}
          </h2>
          <ul className="mt-3 space-y-2">
            {suggestions.map((s) => (
              <li key={s.url}>
                <Link to={s.url} className="font-medium text-ocean-700 underline hover:text-ocean-800">
                  {s.title}
                </Link>{" "}
                <span className="text-sm text-slate-500">({s.kindLabel})</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8 text-left">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t.searchHeading}</h2>
        <SearchBox />
      </div>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-ocean-700 px-6 py-3 font-semibold text-white hover:bg-ocean-800"
      >
        {t.returnToHome}
      </Link>
    </section>
  );
}
