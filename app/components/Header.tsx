import { ChevronDown, Menu, Palmtree, Search } from "lucide-react";
import { useLocation } from "react-router";
import { localizePath, pathWithoutLocale } from "~/lib/locale.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Viewer } from "~/lib/viewer.ts";
import { DesktopAccountArea, MobileAccountArea } from "./AccountMenu.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { SharedMarkup } from "./SharedMarkup.tsx";
import { isActiveChild, isActivePath, mainNavFor, navStateKey } from "./site-nav.ts";
import { HEADER_TEXT, SEARCH_BOX_TEXTS } from "./texts.ts";
import { SiteLink } from "./ui/index.tsx";

/**
 * Sticky site header. Works as plain HTML and CSS; app/enhance/enhance.js adds the dropdown
 * behaviour (hover, focus, click, Escape) and the mobile menu toggle on every page.
 */
type HeaderProps = {
  siteName: string;
  /** The signed-in member, when this page is rendered for one request; null for visitors and shared pages. */
  viewer: Viewer | null;
  /** Prerendered, non-hydrated pages carry the member's menu as a template for the page script (ADR 0016). */
  offerSignedInMenu: boolean;
};

export function Header({ siteName, viewer, offerSignedInMenu }: HeaderProps) {
  const locale = useLocale();
  const t = HEADER_TEXT[locale];
  const mainNav = mainNavFor(locale);
  // Prerendering renders each page at its path with a trailing slash; the rules compare without it,
  // and with the English path (the menu's paths), whichever the edition.
  const pathname = pathWithoutLocale(useLocation().pathname.replace(/(.)\/+$/, "$1"));
  // Besides the edition, the menus' markup depends only on which menu paths this one is or continues.
  const menuKey = navStateKey(pathname);
  const itemClass = (active: boolean) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
      active ? "bg-ocean-50 text-ocean-800" : "text-slate-700 hover:bg-sand-100 hover:text-ocean-900"
    }`;

  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLink to="/" className="flex items-center gap-2 rounded-md text-ocean-800">
          <Palmtree aria-hidden="true" className="size-7 text-teal-600" />
          {/* Between 1024 and 1280 px the menu needs the room: the name is then read, not shown. */}
          <span className="text-lg font-bold tracking-tight lg:sr-only xl:not-sr-only">{siteName}</span>
        </SiteLink>

        <SharedMarkup as="nav" markupKey={`header-nav:${menuKey}`} aria-label={t.main} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => {
              const active = isActivePath(pathname, item.to);
              if (!item.children) {
                return (
                  <li key={item.to}>
                    <SiteLink
                      to={item.to}
                      className={itemClass(active)}
                      aria-current={pathname === item.to ? "page" : undefined}
                    >
                      {item.label}
                    </SiteLink>
                  </li>
                );
              }
              const panelId = `nav-${item.label.toLowerCase()}`;
              return (
                <li key={item.to} className="relative" data-dropdown>
                  <div className="flex items-center">
                    <SiteLink
                      to={item.to}
                      className={itemClass(active)}
                      aria-current={pathname === item.to ? "page" : undefined}
                    >
                      {item.label}
                    </SiteLink>
                    <button
                      type="button"
                      className="js-only -ml-1 rounded-md p-1 text-slate-600 hover:text-ocean-900"
                      aria-expanded="false"
                      aria-controls={panelId}
                      aria-label={t.submenu(item.label)}
                      data-dropdown-toggle
                    >
                      <ChevronDown aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  <ul
                    id={panelId}
                    className="dropdown-panel absolute left-0 top-full z-50 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
                  >
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <SiteLink
                          to={child.to}
                          aria-current={pathname === child.to ? "page" : undefined}
                          className={`block rounded-md px-3 py-2 text-sm ${
                            isActiveChild(pathname, item, child)
                              ? "bg-ocean-50 font-semibold text-ocean-800"
                              : "text-slate-700 hover:bg-sand-100"
                          }`}
                        >
                          {child.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </SharedMarkup>

        <div className="flex items-center gap-2">
          {/* The search box on wide screens; a link to the search page where the menu needs the room. */}
          <div className="hidden w-56 2xl:block">
            <SearchBox compact />
          </div>
          <a
            href={localizePath("/search", locale)}
            className="hidden rounded-md p-2 text-slate-700 hover:bg-sand-100 lg:block 2xl:hidden"
            aria-label={SEARCH_BOX_TEXTS[locale].label}
          >
            <Search aria-hidden="true" className="size-5" />
          </a>
          <LanguageSwitch
            short
            className="rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-ocean-800 underline-offset-4 hover:bg-sand-100 hover:underline"
          />
          <DesktopAccountArea viewer={viewer} offerSignedInMenu={offerSignedInMenu} />
          <button
            type="button"
            className="js-only rounded-md p-2 text-slate-700 hover:bg-sand-100 lg:hidden"
            aria-label={t.toggleNavigationMenu}
            aria-expanded="false"
            aria-controls="mobile-menu"
            data-menu-toggle
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <a href="#footer-nav" className="nojs-only rounded-md p-2 text-sm font-medium text-ocean-800 lg:hidden">
            {t.menu}
          </a>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={t.mobile}
        className="mobile-menu border-t border-slate-200 bg-white lg:hidden"
        data-mobile-menu
      >
        <SharedMarkup
          as="ul"
          markupKey={`header-mobile-nav:${menuKey}`}
          className="mx-auto max-w-7xl space-y-1 px-4 pt-3"
        >
          {mainNav.map((item) => (
            <li key={item.to}>
              <SiteLink
                to={item.to}
                aria-current={pathname === item.to && !item.children ? "page" : undefined}
                className={`block ${itemClass(isActivePath(pathname, item.to))}`}
              >
                {item.label}
              </SiteLink>
              {item.children ? (
                <ul className="ml-4 border-l border-slate-200 pl-2">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <SiteLink
                        to={child.to}
                        aria-current={pathname === child.to ? "page" : undefined}
                        className={`block ${itemClass(isActiveChild(pathname, item, child))}`}
                      >
                        {child.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </SharedMarkup>
        {/* Apart from the menu above: what follows differs by member (ADR 0037). */}
        <ul className="mx-auto mt-1 max-w-7xl space-y-1 px-4 pb-3">
          <MobileAccountArea viewer={viewer} offerSignedInMenu={offerSignedInMenu} itemClass={itemClass(false)} />
          <li className="pt-3">
            <SearchBox compact />
          </li>
        </ul>
      </nav>
    </header>
  );
}
