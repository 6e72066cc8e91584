import { ChevronDown } from "lucide-react";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { Viewer } from "~/lib/viewer.ts";
import { Link } from "./Link.tsx";
import { ACCOUNT_MENU_TEXT } from "./texts.ts";

/*
 * The header's account area (docs/decisions/0016-signed-in-header.md). Visitors get the spec's
 * "Join Free Community" button; members get their name or avatar with Account, Admin (admins) and
 * Sign Out. Pages rendered per request show the right one. Prerendered pages are shared by everyone,
 * so they show the visitor's button plus an inert <template> of the member's menu, which
 * app/enhance/enhance.js fills in (data-account-*) after asking /api/session.
 */

/** Data attributes the page script fills in; the template's placeholders use the same ones. */
const PLACEHOLDER: Viewer = { name: "", avatar: null, isAdmin: true };

/** Sign Out posts to /auth (same-origin checked there) and works without JavaScript. */
function SignOutForm({ className }: { className: string }) {
  const t = useTexts(ACCOUNT_MENU_TEXT);
  return (
    <form method="post" action={useLocalizedPath()("/auth")}>
      <input type="hidden" name="intent" value="signout" />
      <button type="submit" className={className}>
        {t.signOut}
      </button>
    </form>
  );
}

/** The avatar, or the name's first letter in a circle; both present so the page script can switch. */
function AvatarBadge({ viewer }: { viewer: Viewer }) {
  return (
    <>
      <img
        data-account-avatar
        src={viewer.avatar ?? undefined}
        hidden={!viewer.avatar}
        alt=""
        width={28}
        height={28}
        className="size-7 shrink-0 rounded-full object-cover"
      />
      <span
        data-account-initial
        aria-hidden="true"
        hidden={Boolean(viewer.avatar)}
        className="grid size-7 shrink-0 place-items-center rounded-full bg-ocean-700 text-sm font-bold text-white"
      >
        {viewer.name.slice(0, 1).toUpperCase()}
      </span>
    </>
  );
}

const panelLink = "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-sand-100";

/** Desktop: the member's name links to /account; the chevron opens Account, Admin and Sign Out. */
function DesktopAccountMenu({ viewer }: { viewer: Viewer }) {
  const t = useTexts(ACCOUNT_MENU_TEXT);
  return (
    <div className="relative" data-dropdown>
      <div className="flex items-center">
        <Link
          to="/account"
          className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-sand-100"
        >
          <AvatarBadge viewer={viewer} />
          <span data-account-name className="max-w-[6.5rem] truncate">
            {viewer.name}
          </span>
        </Link>
        <button
          type="button"
          className="js-only -ml-1 rounded-md p-1 text-slate-600 hover:text-ocean-900"
          aria-expanded="false"
          aria-controls="account-menu"
          aria-label={t.accountMenu}
          data-dropdown-toggle
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ul
        id="account-menu"
        className="dropdown-panel absolute right-0 top-full z-50 w-48 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <li>
          <Link to="/account" className={panelLink}>
            {t.account}
          </Link>
        </li>
        {viewer.isAdmin ? (
          <li data-admin-only>
            <Link to="/admin" className={panelLink}>
              {t.admin}
            </Link>
          </li>
        ) : null}
        <li>
          <SignOutForm className={panelLink} />
        </li>
      </ul>
    </div>
  );
}

/** Phone menu: who is signed in, then Account, Admin and Sign Out as full-width items. */
function MobileAccountLinks({ viewer, itemClass }: { viewer: Viewer; itemClass: string }) {
  const t = useTexts(ACCOUNT_MENU_TEXT);
  return (
    <div className="space-y-1 border-t border-slate-200 pt-3">
      <p className="flex items-center gap-2 px-3 pb-1 text-sm text-slate-700">
        <AvatarBadge viewer={viewer} />
        <span>
          {t.signedInAs}{" "}
          <strong data-account-name className="font-semibold text-slate-900">
            {viewer.name}
          </strong>
        </span>
      </p>
      <Link to="/account" className={`block ${itemClass}`}>
        {t.account}
      </Link>
      {viewer.isAdmin ? (
        <Link data-admin-only to="/admin" className={`block ${itemClass}`}>
          {t.admin}
        </Link>
      ) : null}
      <SignOutForm className={`block w-full text-left ${itemClass}`} />
    </div>
  );
}

type AccountAreaProps = {
  viewer: Viewer | null;
  /** Add the member's menu as a template for the page script (pages that are not hydrated). */
  offerSignedInMenu: boolean;
};

export function DesktopAccountArea({ viewer, offerSignedInMenu }: AccountAreaProps) {
  const t = useTexts(ACCOUNT_MENU_TEXT);
  // A fixed width, so that swapping the button for the menu shifts nothing else in the header.
  return (
    <div
      data-account-slot
      data-viewer={viewer ? "member" : "visitor"}
      className="hidden w-[12.5rem] justify-end sm:flex"
    >
      {viewer ? (
        <DesktopAccountMenu viewer={viewer} />
      ) : (
        <>
          <Link
            to="/community"
            className="rounded-full bg-coral-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-coral-700"
          >
            {t.joinFreeCommunity}
          </Link>
          {offerSignedInMenu ? (
            <template data-account-template>
              <DesktopAccountMenu viewer={PLACEHOLDER} />
            </template>
          ) : null}
        </>
      )}
    </div>
  );
}

export function MobileAccountArea({ viewer, offerSignedInMenu, itemClass }: AccountAreaProps & { itemClass: string }) {
  const t = useTexts(ACCOUNT_MENU_TEXT);
  return (
    <li data-account-slot data-viewer={viewer ? "member" : "visitor"} className="pt-2">
      {viewer ? (
        <MobileAccountLinks viewer={viewer} itemClass={itemClass} />
      ) : (
        <>
          <Link
            to="/community"
            className="block rounded-full bg-coral-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-coral-700"
          >
            {t.joinFreeCommunity}
          </Link>
          {offerSignedInMenu ? (
            <template data-account-template>
              <MobileAccountLinks viewer={PLACEHOLDER} itemClass={itemClass} />
            </template>
          ) : null}
        </>
      )}
    </li>
  );
}
