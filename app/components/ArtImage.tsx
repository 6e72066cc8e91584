import { ART_SIZE, type ArtId, artSources } from "~/lib/art.ts";

/**
 * One of the site's generated artworks (scripts/generate-art.ts), as a responsive <img>.
 *
 * `id` must come from `artId` in app/lib/art.ts, e.g. `artId.destination(d.slug)` or
 * `artId.gallery(d.slug, i + 1)`; `alt` is the artwork's alt text from the content file.
 * The intrinsic 1600x1000 size reserves the 16:10 box before the file loads (no layout shift);
 * make it responsive with `className`, e.g. "h-auto w-full", or "h-full w-full object-cover"
 * inside a sized box. `priority` is for the one above-the-fold hero (the LCP image): it loads
 * eagerly with high fetch priority; everything else is lazy.
 */
export function ArtImage({
  id,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: {
  id: ArtId;
  alt: string;
  /** The `sizes` attribute: how wide the image is displayed, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const { src, srcSet } = artSources(id);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={ART_SIZE.width}
      height={ART_SIZE.height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
