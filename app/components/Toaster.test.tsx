import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toaster } from "./Toaster.tsx";

describe("<Toaster> on the server", () => {
  it("renders nothing without a toast", () => {
    expect(renderToString(<Toaster toast={null} hydrate={false} />)).toBe("");
  });

  it("renders a status notice on pages without JavaScript", () => {
    const html = renderToString(<Toaster toast={{ title: "Signed out" }} hydrate={false} />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Signed out");
  });

  it("renders destructive toasts as alerts", () => {
    const html = renderToString(
      <Toaster toast={{ title: "Could not save", variant: "destructive" }} hydrate={false} />,
    );
    expect(html).toContain('role="alert"');
  });

  it("on hydrated pages keeps the notice inside <noscript> (sonner shows it with JavaScript)", () => {
    const html = renderToString(<Toaster toast={{ id: "1", title: "Welcome!" }} hydrate={true} />);
    expect(html).toMatch(/<noscript>.*role="status".*Welcome!.*<\/noscript>/s);
    expect(html.replace(/<noscript>.*<\/noscript>/s, "")).not.toContain("Welcome!");
  });
});
