import { Form, Link, useNavigation } from "react-router";
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
  const busy = navigation.state === "submitting" && navigation.formAction === "/account/notifications";
  return (
    <div className="space-y-4">
      <div>
        <p className="font-semibold text-ocean-900" id="new-replies">
          {newReplies.total > 0 ? NOTIFICATION_TEXTS.newReplies(newReplies.total) : NOTIFICATION_TEXTS.noNewReplies}
        </p>
        {newReplies.threads.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-labelledby="new-replies">
            {newReplies.threads.map((t) => (
              <li key={t.postId}>
                <Link to={`/community/${t.postId}#comments`} className="text-ocean-800 underline">
                  {NOTIFICATION_TEXTS.inThread(t.title, t.count)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {newReplies.total > 0 ? (
          <Form method="post" action="/account/notifications" className="mt-2">
            <button
              type="submit"
              name="intent"
              value="mark-read"
              className="rounded-full border border-ocean-700 px-4 py-1.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
            >
              {NOTIFICATION_TEXTS.markRead}
            </button>
          </Form>
        ) : null}
      </div>
      <Form method="post" action="/account/notifications" className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">{NOTIFICATION_TEXTS.levelLegend}</legend>
          <p className="text-sm text-slate-600">{NOTIFICATION_TEXTS.settingsIntro}</p>
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
                {LEVEL_LABELS[l]}
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
          {busy ? NOTIFICATION_TEXTS.saving : NOTIFICATION_TEXTS.save}
        </button>
      </Form>
    </div>
  );
}
