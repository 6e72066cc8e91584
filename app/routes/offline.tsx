import { WifiOff } from "lucide-react";
import { Container } from "~/components/ui/index.tsx";
import { AlwaysAvailable, SavedPagesList } from "~/features/offline/components/SavedPages.tsx";
import { OFFLINE_PATH } from "~/features/offline/constants.ts";
import { OFFLINE_TEXTS } from "~/features/offline/texts.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/offline";

/**
 * /offline and /id/offline: what the service worker shows for a page it does not have while there
 * is no connection, in the language of that page (prerendered and precached). Lists the pages kept
 * on the device. ADR 0019.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = OFFLINE_TEXTS[site.locale ?? "en"];
  return seo(site, {
    title: t.offlineMetaTitle,
    description: t.offlineIntro,
    path: OFFLINE_PATH,
    noindex: true,
  });
};

export default function Offline() {
  const offlineTexts = useTexts(OFFLINE_TEXTS);
  const localize = useLocalizedPath();
  return (
    <Container className="max-w-3xl py-12">
      <WifiOff aria-hidden="true" className="size-10 text-ocean-700" />
      <h1 className="mt-4 text-3xl font-bold text-ocean-900">{offlineTexts.offlineTitle}</h1>
      <p className="mt-3 text-slate-700">{offlineTexts.offlineIntro}</p>
      <div className="mt-4">
        <AlwaysAvailable />
      </div>
      <h2 className="mt-10 text-xl font-bold text-ocean-900">{offlineTexts.savedHeading}</h2>
      <div className="mt-3">
        <SavedPagesList />
      </div>
      <p className="mt-8">
        <a href={localize("/")} className="font-semibold text-ocean-700 underline underline-offset-2" data-reload>
          {offlineTexts.retry}
        </a>
      </p>
    </Container>
  );
}
