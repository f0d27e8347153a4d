import { describe, expect, it } from "vitest";
import { setSetting } from "../../tests/support/campaign-data.ts";
import { mailOfEveryKind } from "../../tests/support/mail-samples.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { transactionalMail } from "./compose.ts";

const testDb = useTestDatabase();

/** Characters a reader cannot see: the preheader padding React Email puts in the HTML part. */
const invisible = /[\u00a0\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2060-\u2064\ufeff]/u;
const count = (text: string, part: string) => text.split(part).length - 1;

describe("every kind of mail", () => {
  it("has an HTML part from the shared layout and a clean text part that reads like it", async () => {
    await setSetting(testDb.db(), "businessAddress", "1200 Main St\nSuite 5\nDallas, TX 75202");
    await setSetting(testDb.db(), "siteName", "Northwind Studio");
    const samples = await mailOfEveryKind(testDb.db());
    expect(samples.length).toBeGreaterThanOrEqual(10);
    for (const { kind, layout, mail } of samples) {
      const text = mail.text;
      const html = mail.html ?? "";
      expect(text, kind).not.toMatch(invisible);
      expect(text.split("\n")[0], kind).toBe("Northwind Studio");
      expect(html, kind).toContain("Northwind Studio");
      // Who sends it: the name and postal address, once in each part.
      const postal = "Northwind Studio · 1200 Main St, Suite 5, Dallas, TX 75202";
      expect(count(text, postal), kind).toBe(1);
      expect(count(html, postal), kind).toBe(1);
      // Every link of the HTML part is in the text part, written `label [url]` or bare.
      const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;|&#38;/g, "&"));
      for (const href of hrefs) expect(text.replace(/\s*\n\s*/g, ""), `${kind}: ${href}`).toContain(href);
      const footer = text.slice(text.indexOf("\n-- \n"));
      if (layout === "transactional") {
        expect(footer, kind).toMatch(/^\n-- \nYou receive this e-?mail because .+\.\n/);
        expect(`${text} ${html}`, kind).not.toMatch(/unsubscribe|you subscribed/i);
        expect(mail.headers["List-Unsubscribe"], kind).toBeUndefined();
      } else {
        expect(footer, kind).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=/);
        expect(html, kind).toMatch(
          /<a href="http:\/\/localhost:3000\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe<\/a>/,
        );
        expect(mail.headers["List-Unsubscribe-Post"], kind).toBe("List-Unsubscribe=One-Click");
        expect(mail.headers["List-Id"], kind).toBe("<newsletter.localhost>");
      }
    }
    const campaign = samples.find((s) => s.kind === "campaign")?.mail;
    // The campaign's footer text of the settings, once; headings, lists and button links as text.
    expect(
      count(campaign?.text ?? "", "You receive this e-mail because you subscribed to our newsletter"),
    ).toBe(1);
    expect(campaign?.text).toMatch(/\n\nWHAT WE LAUNCHED\n\n \* Lone Star Roasters: /);
    expect(campaign?.text).toMatch(/Read the full stories \[http:\/\/localhost:3000\/t\/c\/[^\]]+\]/);
  });

  it("escapes what people typed and keeps their line breaks", async () => {
    const mail = await transactionalMail({
      kind: "test",
      to: "a@example.test",
      subject: "x",
      body: ['<script>alert("x")</script> & co', "line one\nline two", { rows: [["Name", "<b>Bo</b>"]] }],
      reason: "You receive this e-mail because of a test.",
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;");
    expect(mail.html).toContain("<p>line one<br>line two</p>");
    expect(mail.html).not.toContain("<b>Bo</b>");
    expect(mail.text).toContain('<script>alert("x")</script> & co\n\nline one\nline two\n\nName: <b>Bo</b>');
  });
});
