import { CONTENT_MAX, type CreatePostValues, POST_CATEGORIES, TITLE_MAX } from "../constants.ts";
import { CATEGORY_LABELS, COMPOSE_TEXT as T } from "../texts.ts";

/** One <option> per topic, in the spec's order. */
export function CategoryOptions() {
  return POST_CATEGORIES.map((c) => (
    <option key={c} value={c}>
      {CATEGORY_LABELS[c]}
    </option>
  ));
}

/** Title, topic and text of a post: the create forms (dialog and no-JavaScript) and the author's edit form. */
export function PostFields({ values, idPrefix }: { values?: CreatePostValues; idPrefix: string }) {
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
    </>
  );
}
