import { describe, expect, it } from "vitest";
import { apiOnlyApp, ORIGIN } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";

/* The input layer in front of every route (issue 19, item 1): bad input gets a 4xx with a message
   before any route, action or query sees it. */

useTestDatabase();
const app = apiOnlyApp();

const send = (path: string, init: RequestInit = {}) =>
  app.request(`${ORIGIN}${path}`, { ...init, headers: { origin: ORIGIN, ...(init.headers ?? {}) } });
const postAs = (path: string, type: string, body: BodyInit) =>
  send(path, { method: "POST", headers: { "content-type": type }, body });

describe("input layer", () => {
  it.each([
    ["/blog/%00"],
    ["/reset-password?token=%00"],
    ["/admin/contacts/export?q=%00"],
    ["/admin/client-portal/contacts?q=%01"],
    ["/blog/%E0%A4%A"],
  ])("refuses control characters or broken encoding in %s with 400", async (path) => {
    const response = await send(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The address is not valid",
      message: "The address is not valid",
    });
  });

  it("refuses a NUL in a JSON field before Better Auth queries the database", async () => {
    const response = await postAs(
      "/api/auth/sign-in/email",
      "application/json",
      JSON.stringify({ email: "a\u0000@b.co", password: "x" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/not allowed/);
  });

  it("refuses a NUL in a key or an array item too", async () => {
    expect((await postAs("/api/contact", "application/json", JSON.stringify({ "a\u0000": 1 }))).status).toBe(
      400,
    );
    expect(
      (await postAs("/api/contact", "application/json", JSON.stringify({ a: ["x", "\u0007"] }))).status,
    ).toBe(400);
    expect((await postAs("/api/contact", "application/x-www-form-urlencoded", "name=%00")).status).toBe(400);
  });

  it("keeps tabs and line breaks as ordinary text", async () => {
    // Passes the layer and reaches Better Auth, which answers for itself (not 400 from the layer).
    const response = await postAs(
      "/api/auth/sign-in/email",
      "application/json",
      JSON.stringify({ email: "a@b.co", password: "line\none\ttab" }),
    );
    expect(response.status).not.toBe(400);
  });

  it("answers invalid JSON with 400, a wrong type with 415, broken multipart with 400", async () => {
    expect((await postAs("/api/contact", "application/json", "{nope")).status).toBe(400);
    expect((await postAs("/login", "text/plain", "hello")).status).toBe(415);
    const broken = await postAs("/portal", "multipart/form-data; boundary=x", "--x\r\nnope");
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe("The form could not be read");
  });

  it("answers a body over the path's limit with 413, counted as it arrives", async () => {
    const big = `email=${"x".repeat(5 * 1024 * 1024)}`;
    const response = await postAs("/api/newsletter/subscribe", "application/x-www-form-urlencoded", big);
    expect(response.status).toBe(413);
  });

  it("answers other methods with 405 and the allowed ones", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await send("/api/contact", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
  });
});
