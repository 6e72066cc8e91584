/**
 * The one source of truth for the site's generated artwork: which id each picture has, and where
 * its files live. `scripts/generate-art.ts` writes `public/img/art/{id}-{width}.webp` and
 * `{id}-og.jpg` for every artwork in `content/`, and `<ArtImage>` points at the same files, so
 * both must derive ids and file names here.
 *
 * Kept free of Node and React imports: it runs in the browser bundle, in vitest and under
 * `node scripts/generate-art.ts` (type stripping).
 */

/** An artwork id, only obtainable from `artId` below (so a typo cannot reach an <img>). */
export type ArtId = string & { readonly __artId: true };

/** URL path of the folder the generator writes to (`public/img/art`). */
export const ART_BASE = "/img/art";
/** Widths of the WebP renditions, smallest first. */
export const ART_WIDTHS = [480, 960, 1600] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];
/** The rendition used as the plain `src` fallback. */
export const ART_DEFAULT_WIDTH: ArtWidth = 960;
/** Every artwork is 16:10; the largest rendition is 1600x1000. */
export const ART_SIZE = { width: 1600, height: 1000 } as const;
/** The social-card JPEG (Open Graph / Twitter). */
export const ART_OG_SIZE = { width: 1200, height: 630 } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function checked(part: string, what: string): string {
  if (!SLUG.test(part)) throw new TypeError(`art id: ${what} ${JSON.stringify(part)} is not a lowercase slug`);
  return part;
}

/**
 * Ids by content type. Destinations: `{slug}` for the hero, `{slug}-g{n}` for gallery item n
 * (counted from 1, so `gallery.map((art, i) => artId.gallery(slug, i + 1))`); regions, hubs,
 * experiences and articles are prefixed with their type.
 */
export const artId = {
  destination: (slug: string): ArtId => checked(slug, "destination slug") as ArtId,
  gallery: (slug: string, index: number): ArtId => {
    if (!Number.isInteger(index) || index < 1) {
      throw new RangeError(`art id: gallery index must be an integer from 1, got ${index}`);
    }
    return `${checked(slug, "destination slug")}-g${index}` as ArtId;
  },
  region: (id: string): ArtId => `region-${checked(id, "region id")}` as ArtId,
  hub: (id: string): ArtId => `hub-${checked(id, "hub id")}` as ArtId,
  experience: (id: string): ArtId => `experience-${checked(id, "experience id")}` as ArtId,
  article: (slug: string): ArtId => `article-${checked(slug, "article slug")}` as ArtId,
} as const;

/** File name (inside `public/img/art`) of one rendition: `{id}-{width}.webp` or `{id}-og.jpg`. */
export function artFileName(id: ArtId, rendition: ArtWidth | "og"): string {
  return rendition === "og" ? `${id}-og.jpg` : `${id}-${rendition}.webp`;
}

/** URL path of one rendition, e.g. `/img/art/bunaken-960.webp`. */
export function artUrl(id: ArtId, rendition: ArtWidth | "og"): string {
  return `${ART_BASE}/${artFileName(id, rendition)}`;
}

/** `src` and `srcSet` for an <img> showing the artwork. */
export function artSources(id: ArtId): { src: string; srcSet: string } {
  return {
    src: artUrl(id, ART_DEFAULT_WIDTH),
    srcSet: ART_WIDTHS.map((w) => `${artUrl(id, w)} ${w}w`).join(", "),
  };
}

/** Absolute path of the 1200x630 social image, for `seo({ image })`. */
export function artOgImage(id: ArtId): string {
  return artUrl(id, "og");
}
