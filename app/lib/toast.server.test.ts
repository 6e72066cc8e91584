import { describe, expect, it } from "vitest";
import { getToast, redirectWithToast, TOAST_COOKIE } from "./toast.server.ts";

function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0]!;
}

describe("flash toasts", () => {
  it("carries a toast through a redirect, once", async () => {
    const response = await redirectWithToast("/account", { title: "Welcome!", description: "Your account is ready." });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=120/);

    const next = new Request("http://localhost/account", { headers: { Cookie: cookieFrom(response) } });
    const { toast, headers } = await getToast(next);
    expect(toast).toMatchObject({ title: "Welcome!", description: "Your account is ready.", id: expect.any(String) });
    // Read-and-clear: the answer expires the cookie.
    expect(headers.get("Set-Cookie")).toMatch(
      new RegExp(`^${TOAST_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, "i"),
    );
  });

  it("keeps other headers of the redirect (auth cookies)", async () => {
    const headers = new Headers();
    headers.append("Set-Cookie", "session=abc; Path=/; HttpOnly");
    const response = await redirectWithToast("/", { title: "Signed out" }, { headers });
    const all = response.headers.getSetCookie();
    expect(all).toHaveLength(2);
    expect(all[0]).toMatch(/^session=abc/);
  });

  it("returns nothing and sets nothing without the cookie (prerendering, most requests)", async () => {
    const { toast, headers } = await getToast(
      new Request("http://localhost/", { headers: { Cookie: "other=1; mytoast=2" } }),
    );
    expect(toast).toBeNull();
    expect([...headers]).toEqual([]);
  });

  it("ignores a forged or tampered cookie, and clears it", async () => {
    const forged = `${TOAST_COOKIE}=${Buffer.from(JSON.stringify({ id: "x", title: "Hacked" })).toString("base64")}`;
    const { toast, headers } = await getToast(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(toast).toBeNull();
    expect(headers.get("Set-Cookie")).toMatch(new RegExp(`^${TOAST_COOKIE}=;`));
  });

  it("validates toasts", async () => {
    await expect(redirectWithToast("/", { title: "" })).rejects.toThrow();
  });
});
