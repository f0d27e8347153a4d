import { expect, it } from "vitest";
import { createVisitSources, VISIT_IDLE_MS, type VisitSource } from "./visit-sources.ts";

const direct: VisitSource = {
  referrer: null,
  source: "direct",
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};
const campaign: VisitSource = {
  referrer: "https://partner.example",
  source: "referral",
  utmSource: "partner",
  utmMedium: "referral",
  utmCampaign: "fall",
};
const internal: VisitSource = { ...direct, referrer: "https://agency.example" };

it("gives a page the site referred the source of the visit's earlier view", () => {
  const visits = createVisitSources();
  expect(visits.resolve("v1", campaign, false, 0)).toEqual(campaign);
  expect(visits.resolve("v1", internal, true, 60_000)).toEqual(campaign);
  // And the next one too: the visit goes on.
  expect(visits.resolve("v1", internal, true, 120_000)).toEqual(campaign);
});

it("keeps a view's own source: another site, a campaign of its own, another visitor", () => {
  const visits = createVisitSources();
  visits.resolve("v1", campaign, false, 0);
  const search: VisitSource = { ...direct, referrer: "https://www.google.com", source: "search" };
  expect(visits.resolve("v1", search, false, 1000)).toEqual(search);
  const newsletter: VisitSource = {
    ...internal,
    source: "email",
    utmSource: "newsletter",
    utmMedium: "email",
  };
  expect(visits.resolve("v1", newsletter, true, 2000)).toEqual(newsletter);
  expect(visits.resolve("v2", internal, true, 3000)).toEqual(internal);
});

it("ends a visit after 30 minutes without a view", () => {
  const visits = createVisitSources();
  visits.resolve("v1", campaign, false, 0);
  expect(visits.resolve("v1", internal, true, VISIT_IDLE_MS)).toEqual(internal);
});

it("holds at most so many visits, forgetting the oldest", () => {
  const visits = createVisitSources(VISIT_IDLE_MS, 2);
  visits.resolve("v1", campaign, false, 0);
  visits.resolve("v2", campaign, false, 1);
  visits.resolve("v3", campaign, false, 2);
  expect(visits.resolve("v1", internal, true, 3)).toEqual(internal);
  expect(visits.resolve("v3", internal, true, 4)).toEqual(campaign);
});
