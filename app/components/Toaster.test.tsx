import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "./Toaster.tsx";

/** Renders on a page of the site (the toaster's labels follow the page's edition). */
const render = (element: ReactNode, path = "/") =>
  renderToString(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

describe("<Toaster> on the server", () => {
  it("renders nothing without a toast", () => {
    expect(render(<Toaster toast={null} hydrate={false} />)).toBe("");
  });

  it("renders a status notice on pages without JavaScript", () => {
    const html = render(<Toaster toast={{ title: "Signed out" }} hydrate={false} />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Signed out");
  });

  it("renders destructive toasts as alerts", () => {
    const html = render(<Toaster toast={{ title: "Could not save", variant: "destructive" }} hydrate={false} />);
    expect(html).toContain('role="alert"');
  });

  it("on hydrated pages keeps the notice inside <noscript> (sonner shows it with JavaScript)", () => {
    const html = render(<Toaster toast={{ id: "1", title: "Welcome!" }} hydrate={true} />);
    expect(html).toMatch(/<noscript>.*role="status".*Welcome!.*<\/noscript>/s);
    expect(html.replace(/<noscript>.*<\/noscript>/s, "")).not.toContain("Welcome!");
  });

  it("names the toasts' region in the page's language", () => {
    expect(render(<Toaster toast={null} hydrate={true} />)).toContain('aria-label="Notifications alt+T"');
    expect(render(<Toaster toast={null} hydrate={true} />, "/id/community")).toContain('aria-label="Notifikasi alt+T"');
  });
});
