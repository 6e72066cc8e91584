import { toast } from "sonner";
import type { Locale } from "~/lib/locale.ts";
import { localSignInHref } from "../links.ts";
import { COMMUNITY_TEXT } from "../texts.ts";

/**
 * The spec's sign-in prompts for visitors ('Sign in required' / 'Please sign in to ...', 'You must be
 * logged in to create a post'), as a toast with a "Sign in" button that comes back to this page (or to
 * `returnTo`), in the page's edition.
 */
export function promptSignIn(locale: Locale, title: string, description?: string, returnTo?: string): void {
  const back = returnTo ?? `${window.location.pathname}${window.location.search}`;
  toast.error(title, {
    id: `sign-in-${title}-${description ?? ""}`,
    description,
    action: {
      label: COMMUNITY_TEXT[locale].signIn,
      onClick: () => window.location.assign(localSignInHref(back, locale)),
    },
  });
}
