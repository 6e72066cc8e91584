import { useId } from "react";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import { SEARCH_BOX_TEXTS } from "./texts.ts";

/**
 * A plain GET form to /search: works without JavaScript, and the results are in the URL.
 * `compact` is the header's size.
 */
export function SearchBox({ defaultValue = "", compact = false }: { defaultValue?: string; compact?: boolean }) {
  const id = useId();
  const t = useTexts(SEARCH_BOX_TEXTS);
  const action = useLocalizedPath()("/search");
  return (
    <search className="block w-full">
      <form method="get" action={action} className="flex w-full items-stretch gap-2">
        <label htmlFor={id} className="sr-only">
          {t.label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={200}
          placeholder={t.placeholder}
          className={`min-w-0 flex-1 rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-600/30 ${compact ? "px-3 py-1.5 text-sm" : "px-4 py-2.5"}`}
        />
        <button
          type="submit"
          className={`rounded-full bg-ocean-700 font-semibold text-white hover:bg-ocean-800 ${compact ? "px-3 py-1.5 text-sm" : "px-5 py-2.5"}`}
        >
          {t.button}
        </button>
      </form>
    </search>
  );
}
