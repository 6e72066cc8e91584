/** `/blog?category=Budget%20Travel`; `/blog` for All. Safe for components (no server imports). */
export function categoryUrl(category: string | null): string {
  return category ? `/blog?category=${encodeURIComponent(category)}` : "/blog";
}
