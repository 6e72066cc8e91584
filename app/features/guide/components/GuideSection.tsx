import type { ReactNode } from "react";

/** A section of the destination guide with its h2; `id` doubles as the in-page anchor. */
export function GuideSection({
  id,
  title,
  children,
  intro,
}: {
  id: string;
  title: string;
  children: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
        {title}
      </h2>
      {intro ? <div className="mt-2">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
