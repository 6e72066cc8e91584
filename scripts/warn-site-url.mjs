// Run at the end of `npm run build`. SITE_URL, SITE_NAME, CONTACT_EMAIL and WHATSAPP_NUMBER are
// baked into the prerendered pages (canonical URLs, og:url, JSON-LD, share links). A build without
// SITE_URL points them at localhost: fine for tests and CI, wrong for a deployment, so say so
// (without failing: CI builds this way on purpose). The server warns again at start when its
// SITE_URL differs from the one in the build.
if (!process.env.SITE_URL) {
  const line = "!".repeat(78);
  console.warn(
    [
      line,
      "WARNING: built without SITE_URL. Prerendered pages link to http://localhost:3000",
      "(canonical URLs, Open Graph, JSON-LD, share links). For a deployment, build with the",
      "public values, e.g.:",
      "  SITE_URL=https://sulawesi.example SITE_NAME='...' CONTACT_EMAIL=... npm run build",
      "(or put them in .env, which the build reads).",
      line,
    ].join("\n"),
  );
}
