import { ExternalLink, Link2, Mail, MessageCircle, Share2 } from "lucide-react";
import { useTexts } from "~/lib/use-locale.ts";
import type { ShareLink } from "../blog.server.ts";
import { SHARE_BUTTONS_TEXT } from "../texts.ts";

const icons = { x: ExternalLink, facebook: ExternalLink, whatsapp: MessageCircle, email: Mail } as const;

function LinkList({ links }: { links: ShareLink[] }) {
  const t = useTexts(SHARE_BUTTONS_TEXT);
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((l) => {
        const Icon = icons[l.network];
        const external = l.network !== "email";
        return (
          <li key={l.network}>
            <a
              href={l.href}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-ocean-700 hover:text-ocean-800"
            >
              <Icon aria-hidden="true" className="size-4" />
              {l.label}
              {external ? <span className="sr-only">{t.opensInANew}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Share controls. With JavaScript (app/enhance/enhance.js): "Share" opens the device's share sheet,
 * or reveals the share links where the Web Share API is missing; "Copy link" copies the address and
 * announces it. Without JavaScript the buttons are hidden and the links are shown directly.
 */
export function ShareButtons({ links, id = "share" }: { links: ShareLink[]; id?: string }) {
  const panelId = `${id}-panel`;
  const statusId = `${id}-status`;
  const t = useTexts(SHARE_BUTTONS_TEXT);
  const buttonClass =
    "inline-flex items-center gap-2 rounded-full bg-ocean-700 px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-800";
  return (
    <div className="no-print">
      <div className="js-only flex flex-wrap items-center gap-2">
        <button type="button" data-share aria-controls={panelId} aria-expanded="false" className={buttonClass}>
          <Share2 aria-hidden="true" className="size-4" />
          {t.share}
        </button>
        <button
          type="button"
          data-copy-url
          data-status={statusId}
          className="inline-flex items-center gap-2 rounded-full border border-ocean-700 px-4 py-2 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t.copyLink}
        </button>
        <p id={statusId} role="status" aria-live="polite" className="text-sm text-teal-700" />
      </div>
      <div id={panelId} hidden className="js-only mt-3">
        <LinkList links={links} />
      </div>
      <div className="nojs-only">
        <LinkList links={links} />
      </div>
    </div>
  );
}
