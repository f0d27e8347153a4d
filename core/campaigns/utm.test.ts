import { describe, expect, it } from "vitest";
import { classifySource } from "../analytics/source.ts";
import { withCampaignUtm } from "./utm.ts";

describe("campaign UTM on tracked links", () => {
  it("adds source, medium email and the campaign, keeping the link's own query and fragment", () => {
    const out = new URL(withCampaignUtm("https://example.com/a?x=1&y=2#top", "Spring News: 2027!"));
    expect(out.searchParams.get("x")).toBe("1");
    expect(out.searchParams.get("utm_source")).toBe("newsletter");
    expect(out.searchParams.get("utm_medium")).toBe("email");
    expect(out.searchParams.get("utm_campaign")).toBe("spring-news-2027");
    expect(out.hash).toBe("#top");
  });

  it("leaves links with UTM already, and non-web links, as they are", () => {
    const tagged = "https://example.com/?utm_source=partner&utm_medium=cpc";
    expect(withCampaignUtm(tagged, "Spring")).toBe(tagged);
    expect(withCampaignUtm("https://example.com/?UTM_Campaign=x", "Spring")).toBe(
      "https://example.com/?UTM_Campaign=x",
    );
    expect(withCampaignUtm("mailto:hello@example.com", "Spring")).toBe("mailto:hello@example.com");
    expect(withCampaignUtm("not a url", "Spring")).toBe("not a url");
  });

  it("lands the visit under E-mail in Analytics", () => {
    const url = new URL(withCampaignUtm("https://example.com/blog", "Spring"));
    expect(
      classifySource({
        utmMedium: url.searchParams.get("utm_medium") ?? undefined,
        utmSource: url.searchParams.get("utm_source") ?? undefined,
        referrer: "",
      }),
    ).toBe("email");
  });
});
