import { Search } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/index.tsx";
import { localizePath } from "~/lib/locale.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { LANGUAGE_PARAM, type ListQuery, POST_LANGUAGES, POST_SORTS, SEARCH_MAX } from "../constants.ts";
import { COMMUNITY_TEXT, LANGUAGE_TEXTS, SORT_LABELS } from "../texts.ts";
import { CategoryOptions } from "./PostFields.tsx";

/**
 * Search box, topic, language and sort of /community: a GET form; the selects apply at once with
 * JavaScript. The language filter (?lang=) lists the posts written in one language (issue 31).
 */
export function ListFilters({ query }: { query: ListQuery }) {
  const submit = useSubmit();
  const locale = useLocale();
  const T = COMMUNITY_TEXT[locale];
  return (
    <Form
      method="get"
      action={localizePath("/community", locale)}
      role="search"
      aria-label={T.searchFormLabel}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-end"
      onChange={(event) => {
        // Topic and sort apply at once; the search box waits for Enter or the button.
        const target = event.target as HTMLElement;
        if (target.tagName === "SELECT") submit(event.currentTarget, { replace: true });
      }}
    >
      <div>
        <label htmlFor="forum-q" className="block text-sm font-semibold text-slate-800">
          {T.searchLabel}
        </label>
        <input
          id="forum-q"
          type="search"
          name="q"
          defaultValue={query.q}
          key={query.q}
          maxLength={SEARCH_MAX}
          placeholder={T.searchPlaceholder}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="forum-topic" className="block text-sm font-semibold text-slate-800">
          {T.topicLabel}
        </label>
        <select
          id="forum-topic"
          name="topic"
          defaultValue={query.category}
          key={query.category}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          <option value="all">{T.allTopics}</option>
          <CategoryOptions />
        </select>
      </div>
      <LanguageFilter language={query.language} />
      <div>
        <label htmlFor="forum-sort" className="block text-sm font-semibold text-slate-800">
          {T.sortLabel}
        </label>
        <select
          id="forum-sort"
          name="sort"
          defaultValue={query.sort}
          key={`${query.sort}-${query.q}`}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          {query.q ? <option value="relevance">{SORT_LABELS[locale].relevance}</option> : null}
          {POST_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[locale][s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        <Search aria-hidden="true" className="size-4" />
        {T.searchButton}
      </button>
    </Form>
  );
}

/** The posts' language: all, or the ones written in English or in Indonesian. */
function LanguageFilter({ language }: { language: ListQuery["language"] }) {
  const t = LANGUAGE_TEXTS[useLocale()];
  return (
    <div>
      <label htmlFor="forum-lang" className="block text-sm font-semibold text-slate-800">
        {t.filterLabel}
      </label>
      <select
        id="forum-lang"
        name={LANGUAGE_PARAM}
        defaultValue={language ?? ""}
        key={language ?? ""}
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      >
        <option value="">{t.allLanguages}</option>
        {POST_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t.names[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
