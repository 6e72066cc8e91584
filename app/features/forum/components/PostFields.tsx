import { useLocale } from "~/lib/use-locale.ts";
import { CONTENT_MAX, type CreatePostValues, POST_CATEGORIES, POST_LANGUAGES, TITLE_MAX } from "../constants.ts";
import { CATEGORY_LABELS, COMPOSE_TEXT, LANGUAGE_TEXTS } from "../texts.ts";

/** One <option> per topic, in the spec's order. */
export function CategoryOptions() {
  const labels = CATEGORY_LABELS[useLocale()];
  return POST_CATEGORIES.map((c) => (
    <option key={c} value={c}>
      {labels[c]}
    </option>
  ));
}

/**
 * Title, topic and text of a post: the create forms (dialog and no-JavaScript) and the author's edit
 * form. `withLanguage`: the create forms also ask the post's language (the page's by default).
 */
export function PostFields({
  values,
  idPrefix,
  withLanguage = false,
}: {
  values?: CreatePostValues;
  idPrefix: string;
  withLanguage?: boolean;
}) {
  const T = COMPOSE_TEXT[useLocale()];
  const field = "w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-title`} className="block text-sm font-semibold text-slate-800">
          {T.titleLabel}
        </label>
        <input
          id={`${idPrefix}-title`}
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={values?.title}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-category`} className="block text-sm font-semibold text-slate-800">
          {T.topicLabel}
        </label>
        <select
          id={`${idPrefix}-category`}
          name="category"
          required
          defaultValue={values?.category ?? ""}
          className={field}
        >
          <option value="" disabled>
            {T.chooseTopic}
          </option>
          <CategoryOptions />
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-content`} className="block text-sm font-semibold text-slate-800">
          {T.contentLabel}
        </label>
        <textarea
          id={`${idPrefix}-content`}
          name="content"
          required
          rows={6}
          maxLength={CONTENT_MAX}
          defaultValue={values?.content}
          className={field}
        />
      </div>
      {withLanguage ? <LanguageField idPrefix={idPrefix} value={values?.language} className={field} /> : null}
    </>
  );
}

/** The language the post is written in: the page's language unless the member chooses the other. */
function LanguageField({ idPrefix, value, className }: { idPrefix: string; value?: string; className: string }) {
  const locale = useLocale();
  const t = LANGUAGE_TEXTS[locale];
  return (
    <div>
      <label htmlFor={`${idPrefix}-language`} className="block text-sm font-semibold text-slate-800">
        {t.postLanguage}
      </label>
      <select id={`${idPrefix}-language`} name="language" defaultValue={value || locale} className={className}>
        {POST_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t.names[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
