import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { createApp } from "./app.ts";

useTestDatabase();

const clientDir = mkdtempSync(path.join(os.tmpdir(), "agency-assets-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "site-abc123.js"), "export const x = 1;\n");

const app = createApp({
  mode: "production",
  clientDir,
  build: async () => {
    throw new Error("no build in this test");
  },
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("headers of the build's assets", () => {
  it("are what a script needs, without the document headers (issue 13: bytes on every asset)", async () => {
    const response = await app.request("/assets/site-abc123.js");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("export const x");
    const headers = response.headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-site");
    expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const documentHeader of [
      "x-frame-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-xss-protection",
    ]) {
      expect(headers.get(documentHeader), documentHeader).toBeNull();
    }
  });

  it("leave a missing asset to the rest of the app, with the document headers", async () => {
    const response = await app.request("/healthz");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    // A missing asset falls through to React Router, which has no build here and logs that.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const missing = await app.request("/assets/none-000.js");
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });
});
