import { Link } from "~/components/Link.tsx";
import { ARTICLE_CATEGORY_LABELS, labelOf } from "~/features/content/texts.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { categoryUrl } from "../links.ts";
import { CATEGORY_FILTER_TEXT } from "../texts.ts";

/**
 * Category links (All plus the categories that have articles); the active one has aria-current.
 * `active`: a category, null for All, undefined when none applies (an unknown category).
 */
export function CategoryFilter({ categories, active }: { categories: string[]; active: string | null | undefined }) {
  const t = useTexts(CATEGORY_FILTER_TEXT);
  const labels = useTexts(ARTICLE_CATEGORY_LABELS);
  const options: { label: string; value: string | null }[] = [
    { label: t.all, value: null },
    ...categories.map((c) => ({ label: labelOf(labels, c), value: c })),
  ];
  return (
    <nav aria-label={t.blogCategories}>
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const current = o.value === active;
          return (
            <li key={o.label}>
              <Link
                to={categoryUrl(o.value)}
                aria-current={current ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
                  current
                    ? "border-ocean-700 bg-ocean-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-ocean-700 hover:text-ocean-800"
                }`}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
