import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm.tsx";
import { TextField } from "./Field.tsx";
import { Honeypot, SubmitButton } from "./Form.tsx";
import { waitIn } from "./texts.ts";

/** The form kit's looks (issue 29 point 3): each renders the markup its forms had before the kit. */
describe("form kit looks", () => {
  it("renders a card field as the sign-in pages did before the kit", () => {
    const html = renderToString(
      <TextField look="card" id="signin-email" label="Email" name="email" type="email" autoComplete="email" required />,
    );
    // The bytes of /auth before the kit (commit 4bc978a~1), as React renders an input (name last).
    expect(html).toBe(
      '<div class="space-y-1.5"><label for="signin-email" class="block text-sm font-semibold text-slate-800">Email</label>' +
        '<input id="signin-email" class="block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/30 focus:outline-none border-slate-300" type="email" autoComplete="email" required="" name="email"/></div>',
    );
  });

  it("keeps the public forms' page fields as they are (asterisk, white control)", () => {
    const html = renderToString(<TextField name="subject" label="Subject" required maxLength={150} />);
    expect(html).toContain('<div class="space-y-1.5 ">');
    expect(html).toContain('<span class="text-coral-700" aria-hidden="true"> <!-- -->*</span>');
    expect(html).toContain("border bg-white px-3");
  });

  it("puts a compact field and its button in one row, in a light or dark tone", () => {
    const html = renderToString(
      <TextField
        look="dark"
        id="n-email"
        name="email"
        type="email"
        label="Email address"
        required
        beside={
          <SubmitButton look="dark" busyText="Subscribing...">
            Subscribe
          </SubmitButton>
        }
      />,
    );
    expect(html).toContain(
      '<div class="space-y-1"><label for="n-email" class="block text-sm font-semibold text-sand-100">',
    );
    expect(html).not.toContain("*");
    expect(html).toContain('<div class="flex flex-col gap-2 sm:flex-row"><input id="n-email"');
    expect(html).toContain("bg-ocean-800 text-white");
    expect(html).toContain('data-pending-text="Subscribing..." class="inline-flex shrink-0');
    expect(html).toContain("bg-teal-100 text-ocean-900 hover:bg-white");
  });

  it("gives the newsletter form the kit's fields, in the page's language", () => {
    const render = (path: string) =>
      renderToString(
        <MemoryRouter initialEntries={[path]}>
          <NewsletterForm source="footer" tone="dark" />
        </MemoryRouter>,
      );
    const en = render("/planning");
    expect(en).toContain('action="/newsletter"');
    expect(en).toContain(">Email address</label>");
    expect(en).toContain('data-pending-text="Subscribing..."');
    const id = render("/id/planning");
    expect(id).toContain('action="/id/newsletter"');
    expect(id).toContain(">Alamat email</label>");
    expect(id).toContain(">Berlangganan</button>");
    expect(id).toContain('value="/id/planning"');
  });

  it("names the honeypot in the page's language", () => {
    const at = (path: string) =>
      renderToString(
        <MemoryRouter initialEntries={[path]}>
          <Honeypot />
        </MemoryRouter>,
      );
    expect(at("/contact")).toContain("Leave this field empty");
    expect(at("/id/contact")).toContain("Biarkan kolom ini kosong");
  });

  it("says how long to wait in both languages", () => {
    expect([waitIn(1, "en"), waitIn(90, "en"), waitIn(3 * 3600, "en")]).toEqual(["1 second", "2 minutes", "3 hours"]);
    expect([waitIn(30, "id"), waitIn(90, "id"), waitIn(3 * 3600, "id")]).toEqual(["30 detik", "2 menit", "3 jam"]);
  });
});
