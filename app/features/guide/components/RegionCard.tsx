import { ArrowRight } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { RegionCardData } from "../guide.server.ts";
import { REGION_CARD_TEXT } from "../texts.ts";

/** A region teaser linking to its page (/destinations/north ...). */
export function RegionCard({ region }: { region: RegionCardData }) {
  const t = useTexts(REGION_CARD_TEXT);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ArtImage
        id={artId.region(region.id)}
        alt=""
        sizes="(min-width: 1280px) 300px, (min-width: 768px) 48vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold text-ocean-900">
          <Link
            to={`/destinations/${region.id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {region.name}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{region.summary}</p>
        <p className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-ocean-700">
          {t.figure(region.count)} {t.unit(region.count)}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
