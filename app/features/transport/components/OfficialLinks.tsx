import { officialLinkParts } from "~/features/transport-data/format.ts";

/**
 * Text in which each operator's official address or account named by the facts sheet
 * (OFFICIAL_LINKS: trip.ferizy.com, asdp.id, @asdp.luwuk, @damriindonesia) is a link; the rest stays text.
 */
export function WithOfficialLinks({ text }: { text: string }) {
  return (
    <>
      {officialLinkParts(text).map((part, i) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
            key={i}
            href={part.href}
            rel="noopener"
            className="text-ocean-700 underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
