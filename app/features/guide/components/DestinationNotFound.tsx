import { ArrowLeft, Compass } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { buttonClass, Container } from "~/components/ui/index.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import { DESTINATION_NOT_FOUND_TEXT } from "../texts.ts";

/** Unknown destination slug (served with status 404). */
export function DestinationNotFound() {
  const t = useTexts(DESTINATION_NOT_FOUND_TEXT);
  return (
    <Container className="py-24">
      <div className="mx-auto max-w-2xl text-center">
        <Compass aria-hidden="true" className="mx-auto size-14 text-teal-700" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">{t.destinationNotFound}</h1>
        <p className="mt-4 text-lg text-slate-700">{t.weCouldNotFind}</p>
        <div className="mt-8">
          <Link to="/destinations" className={buttonClass("primary")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.backToDestinations}
          </Link>
        </div>
      </div>
    </Container>
  );
}
