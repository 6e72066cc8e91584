import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { AlwaysAvailable, SavedPagesList } from "~/features/offline/components/SavedPages.tsx";
import { SAVED_PATH } from "~/features/offline/constants.ts";
import { OFFLINE_TEXTS } from "~/features/offline/texts.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/saved";

/** /saved and /id/saved: the pages saved on this device (prerendered and precached; works offline). ADR 0019. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = OFFLINE_TEXTS[site.locale ?? "en"];
  return seo(site, {
    title: t.savedMetaTitle,
    description: t.savedDescription,
    path: SAVED_PATH,
    noindex: true,
  });
};

export default function Saved() {
  const offlineTexts = useTexts(OFFLINE_TEXTS);
  const crumbs = useTexts(CRUMB_TEXTS);
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader
        title={offlineTexts.savedTitle}
        subtitle={offlineTexts.savedIntro}
        trail={[{ label: crumbs.home, to: localize("/") }, { label: offlineTexts.savedTitle }]}
      />
      <Container className="max-w-3xl py-10">
        <SavedPagesList />
        <h2 className="mt-10 text-xl font-bold text-ocean-900">{offlineTexts.alwaysAvailableHeading}</h2>
        <div className="mt-3">
          <AlwaysAvailable />
        </div>
      </Container>
    </>
  );
}
