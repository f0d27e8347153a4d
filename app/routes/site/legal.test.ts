import { describe, expect, it } from "vitest";
import { SETTINGS_DEFAULTS } from "#core/settings-defaults.ts";
import { sitemapResponse } from "#server/blog/feeds.ts";
import { saveSettings } from "#server/settings/save.ts";
import { adminActor } from "../../../tests/support/actors.ts";
import { routeArgs } from "../../../tests/support/route-args.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import { loader } from "./legal.tsx";

useTestDatabase();
const visit = (path: string) => loader(routeArgs(new Request(`http://localhost:3000${path}`)));

describe("Privacy, Terms and Accessibility", () => {
  it("are pages with a default text built from the business details", async () => {
    const privacy = await visit("/privacy");
    expect(privacy.title).toBe("Privacy Policy");
    const text = JSON.stringify(privacy.blocks);
    expect(text).toContain(SETTINGS_DEFAULTS.siteName);
    expect(text).toContain(SETTINGS_DEFAULTS.contactEmail);
    expect(privacy.blocks).toContainEqual({ kind: "heading", text: "Your rights" });
    expect((await visit("/terms")).title).toBe("Terms of Use");
    expect((await visit("/accessibility")).title).toBe("Accessibility Statement");
  });

  it("show the text the owner saved in Settings, and follow the business details while left as default", async () => {
    const admin = adminActor();
    await saveSettings(admin, {
      ...SETTINGS_DEFAULTS,
      siteName: "Harbor Lights Media",
      termsOfService: "## Our terms\n\nBe kind.",
    });
    expect((await visit("/terms")).blocks).toEqual([
      { kind: "heading", text: "Our terms" },
      { kind: "paragraph", text: "Be kind." },
    ]);
    expect(JSON.stringify((await visit("/privacy")).blocks)).toContain("Harbor Lights Media");
  });

  it("are in the sitemap", async () => {
    const xml = await (await sitemapResponse()).text();
    for (const path of ["/privacy", "/terms", "/accessibility"]) expect(xml).toContain(`${path}</loc>`);
  });
});
