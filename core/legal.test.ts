import { describe, expect, it } from "vitest";
import { defaultLegalText, legalBlocks, legalText, legalTextToStore } from "./legal.ts";
import { SETTINGS_DEFAULTS } from "./settings-defaults.ts";

const details = {
  siteName: "Lone Star Media",
  contactEmail: "hello@lonestar.test",
  contactPhone: "+1 214 555 0100",
  businessAddress: "100 Main St\nDallas, TX",
};

describe("the legal pages", () => {
  it("build a privacy notice from the business details: what is collected and how to ask for deletion", () => {
    const text = defaultLegalText("privacy", details);
    expect(text).toContain("Lone Star Media (100 Main St, Dallas, TX)");
    for (const collected of ["contact form", "newsletter", "cookie-less analytics"])
      expect(text).toContain(collected);
    expect(text).toMatch(/delete what we hold about you.*hello@lonestar\.test/);
  });

  it("show the owner's text when there is one, the default otherwise", () => {
    expect(legalText("terms", { ...details, termsOfService: "## Ours\n\nOur own terms." })).toBe(
      "## Ours\n\nOur own terms.",
    );
    expect(legalText("terms", { ...details, termsOfService: "  " })).toBe(defaultLegalText("terms", details));
    expect(SETTINGS_DEFAULTS.accessibilityStatement).toBe("");
  });

  it("store a text left as its default empty, so that it follows the business details", () => {
    const before = details;
    const after = { ...details, siteName: "Lone Star Studio" };
    expect(legalTextToStore("accessibility", defaultLegalText("accessibility", before), before, after)).toBe(
      "",
    );
    expect(
      legalTextToStore("accessibility", `${defaultLegalText("accessibility", after)}\r\n`, before, after),
    ).toBe("");
    expect(legalTextToStore("accessibility", "Our own words.", before, after)).toBe("Our own words.");
  });

  it("read headings, lists and paragraphs from plain text", () => {
    expect(legalBlocks("Intro line\none paragraph\n\n## Heading\n\n- one\n- two\n\n- three\n\nEnd.")).toEqual(
      [
        { kind: "paragraph", text: "Intro line one paragraph" },
        { kind: "heading", text: "Heading" },
        { kind: "list", items: ["one", "two", "three"] },
        { kind: "paragraph", text: "End." },
      ],
    );
  });
});
