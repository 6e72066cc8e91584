import type sharpModule from "sharp";

/**
 * sharp (libvips) on first use: it adds about 35 MB to a process that loads it, and only uploads and
 * avatars need it (issue 21). The first image request pays the load once (some tens of milliseconds).
 *
 * ```ts
 * const sharp = await loadSharp();
 * await sharp(bytes).metadata();
 * ```
 */
export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // Each upload is decoded once and never again: libvips's operation cache (up to 50 MB) would only
    // hold memory that the next photo cannot use.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
