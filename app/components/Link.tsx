import type { Ref } from "react";
import {
  Link as RouterLink,
  type LinkProps as RouterLinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps as RouterNavLinkProps,
} from "react-router";
import { useLocalizedPath } from "~/lib/use-locale.ts";

/**
 * React Router's Link and NavLink, kept in the page's edition (ADR 0036): on an Indonesian page
 * `to="/planning"` goes to `/id/planning`. Every link between pages uses these, so no component
 * needs to know which edition it is in. Full URLs, `#hash`, `?query` and files pass through unchanged.
 */
export function Link({ to, ...rest }: RouterLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const localize = useLocalizedPath();
  return <RouterLink to={typeof to === "string" ? localize(to) : to} {...rest} />;
}

export function NavLink({ to, ...rest }: RouterNavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const localize = useLocalizedPath();
  return <RouterNavLink to={typeof to === "string" ? localize(to) : to} {...rest} />;
}
