import { toast } from "sonner";
import { signInHref } from "~/lib/community-links.ts";

/**
 * The spec's sign-in prompts for visitors ('Sign in required' / 'Please sign in to ...', 'You must be
 * logged in to create a post'), as a toast with a "Sign in" button that comes back to this page (or to
 * `returnTo`).
 */
export function promptSignIn(title: string, description?: string, returnTo?: string): void {
  const back = returnTo ?? `${window.location.pathname}${window.location.search}`;
  toast.error(title, {
    id: `sign-in-${title}-${description ?? ""}`,
    description,
    action: { label: "Sign in", onClick: () => window.location.assign(signInHref(back)) },
  });
}
