import { Bell, BellOff } from "lucide-react";
import { useFetcher } from "react-router";
import { useToastFromData } from "~/components/Toaster.tsx";
import { localizePath } from "~/lib/locale.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { NOTIFICATION_TEXTS } from "../texts.ts";

/**
 * Watch / Unwatch on a post's page: a form posting intent=watch to the post (works without
 * JavaScript: the action redirects back with a toast; with it, a fetcher keeps the page).
 */
export function WatchButton({
  postPath,
  watching: initial,
  returnTo,
}: {
  postPath: string;
  watching: boolean;
  returnTo: string;
}) {
  const fetcher = useFetcher<{ watching?: boolean; toast?: { title: string; description?: string } }>();
  const hydrated = useHydrated();
  const locale = useLocale();
  const T = NOTIFICATION_TEXTS[locale];
  useToastFromData(fetcher.data?.toast);
  const pending = fetcher.formData ? fetcher.formData.get("value") === "1" : null;
  const watching = pending ?? fetcher.data?.watching ?? initial;
  const Icon = watching ? BellOff : Bell;
  return (
    <fetcher.Form method="post" action={localizePath(postPath, locale)}>
      <input type="hidden" name="intent" value="watch" />
      <input type="hidden" name="value" value={watching ? "0" : "1"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <button
        type="submit"
        aria-pressed={watching}
        title={watching ? T.unwatchHint : T.watchHint}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <Icon aria-hidden="true" className="size-4" />
        {watching ? T.unwatch : T.watch}
        <span className="sr-only"> ({watching ? T.unwatchHint : T.watchHint})</span>
      </button>
    </fetcher.Form>
  );
}
