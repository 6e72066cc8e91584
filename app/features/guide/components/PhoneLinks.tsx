/**
 * Text in which each of `numbers` (the guide's emergency numbers), standing alone, is a tel: link, so
 * a phone can call it; everything else stays text (issue 19 point 7).
 */
export function WithPhoneLinks({ text, numbers }: { text: string; numbers: readonly string[] }) {
  const wanted = numbers.filter((n) => /^\+?\d+$/.test(n));
  if (wanted.length === 0) return <>{text}</>;
  const pattern = new RegExp(
    `(?<![\\w.+-])(${wanted.map((n) => n.replace("+", "\\+")).join("|")})(?![\\w-]|[.,]\\d)`,
    "g",
  );
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <a key={i} href={`tel:${part}`} className="font-semibold text-ocean-700 underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
