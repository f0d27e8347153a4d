import { describe, expect, it } from "vitest";
import { extractLinks } from "../../core/campaigns/links.ts";
import { TEMPLATES } from "../db/seed/marketing-text.ts";
import { renderMailHtml } from "../mail/layout.ts";
import { sanitizeCampaignHtml } from "./content.ts";

describe("the demo e-mail templates", () => {
  it("cover a newsletter, an announcement, a case study and an event invitation", () => {
    const categories = TEMPLATES.map((t) => t.category);
    for (const c of ["Newsletter", "Announcement", "Case Study", "Events"]) expect(categories).toContain(c);
  });

  it.each(TEMPLATES.map((t) => [t.name, t] as const))(
    "%s is editor HTML that renders as a real e-mail",
    async (_, t) => {
      const html = sanitizeCampaignHtml(t.content);
      // Nothing the sanitiser drops: what Preview shows is what is sent.
      expect(html).toBe(t.content);
      expect(t.subject).not.toMatch(/[{}]/);
      expect(t.content).not.toMatch(/[{}]/);
      expect(extractLinks(html).length).toBeGreaterThan(0);
      const mail = await renderMailHtml({
        siteName: "Ardent Media Co.",
        bodyHtml: html,
        footer: { lines: ["Footer"], unsubscribeUrl: "https://agency.test/unsubscribe?token=t" },
      });
      // The button link is drawn as a button, headings get mail-safe inline styles.
      expect(mail).toContain("display:inline-block;background:#1d4ed8");
      expect(mail).toMatch(/<h[12] style="font-size:/);
    },
  );
});
