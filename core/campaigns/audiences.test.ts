import { describe, expect, it } from "vitest";
import { audienceRule, reachText, ruleMatches } from "./audiences.ts";

describe("campaign audiences", () => {
  it("turns any everyone-audience into everyone confirmed, whatever else is chosen", () => {
    expect(audienceRule(["interested-in-video", "all-subscribers"])).toEqual({ everyone: true });
    expect(audienceRule(["confirmed-only"])).toEqual({ everyone: true });
  });

  it("maps interest audiences to their tags and ignores unknown keys", () => {
    expect(audienceRule(["interested-in-video", "interested-in-marketing", "vip"])).toEqual({
      everyone: false,
      tags: ["Video Production", "Marketing"],
    });
    expect(audienceRule(["vip"])).toEqual({ everyone: false, tags: [] });
  });

  it("matches a person by any of their tags", () => {
    const video = audienceRule(["interested-in-video"]);
    expect(ruleMatches(video, ["Marketing", "Video Production"])).toBe(true);
    expect(ruleMatches(video, ["Marketing"])).toBe(false);
    expect(ruleMatches(audienceRule([]), ["Video Production"])).toBe(false);
  });

  it("says how many the choice reaches and who is left out", () => {
    expect(reachText({ included: 134, unconfirmed: 0 })).toBe("Reaches 134 people now.");
    expect(reachText({ included: 1, unconfirmed: 12 })).toBe(
      "Reaches 1 person now. 12 people left out: not confirmed yet (double opt-in).",
    );
  });
});
