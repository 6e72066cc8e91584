import { Link } from "react-router";

/** The site-wide not-found page (the splat route and unmatched paths). */
export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-ocean-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-3 text-slate-600">The page you were looking for has moved or never existed.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-ocean-700 px-6 py-3 font-semibold text-white hover:bg-ocean-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
