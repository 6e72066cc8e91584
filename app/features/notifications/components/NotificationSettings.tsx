import { Form, useNavigation } from "react-router";
import { Link } from "~/components/Link.tsx";
import { localizePath } from "~/lib/locale.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { NOTIFICATION_LEVELS, type NotificationLevelValue } from "../constants.ts";
import { LEVEL_LABELS, NOTIFICATION_TEXTS } from "../texts.ts";

/**
 * The /account section: new replies (the count and the threads), and which reply mails to get.
 * Plain forms to /account/notifications: they work without JavaScript.
 */
export function NotificationSettings({
  level,
  newReplies,
}: {
  level: NotificationLevelValue;
  newReplies: { total: number; threads: { postId: string; title: string; count: number }[] };
}) {
  const navigation = useNavigation();
  const locale = useLocale();
  const T = NOTIFICATION_TEXTS[locale];
  const action = localizePath("/account/notifications", locale);
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <div className="space-y-4">
      <div>
        <p className="font-semibold text-ocean-900" id="new-replies">
          {newReplies.total > 0 ? T.newReplies(newReplies.total) : T.noNewReplies}
        </p>
        {newReplies.threads.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-labelledby="new-replies">
            {newReplies.threads.map((t) => (
              <li key={t.postId}>
                <Link to={`/community/${t.postId}#comments`} className="text-ocean-800 underline">
                  {T.inThread(t.title, t.count)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {newReplies.total > 0 ? (
          <Form method="post" action={action} className="mt-2">
            <button
              type="submit"
              name="intent"
              value="mark-read"
              className="rounded-full border border-ocean-700 px-4 py-1.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
            >
              {T.markRead}
            </button>
          </Form>
        ) : null}
      </div>
      <Form method="post" action={action} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">{T.levelLegend}</legend>
          <p className="text-sm text-slate-600">{T.settingsIntro}</p>
          {NOTIFICATION_LEVELS.map((l) => (
            <div key={l} className="flex items-start gap-2">
              <input
                id={`notify-${l}`}
                type="radio"
                name="level"
                value={l}
                defaultChecked={l === level}
                className="mt-1 size-4"
              />
              <label htmlFor={`notify-${l}`} className="text-slate-800">
                {LEVEL_LABELS[locale][l]}
              </label>
            </div>
          ))}
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="level"
          disabled={busy}
          className="rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
        >
          {busy ? T.saving : T.save}
        </button>
      </Form>
    </div>
  );
}
