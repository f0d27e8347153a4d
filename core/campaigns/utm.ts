/**
 * A campaign click's destination with the campaign's UTM parameters (issue 34 item 3), so the
 * visit lands under 'E-mail' in Analytics: utm_source=newsletter, utm_medium=email and
 * utm_campaign named after the campaign. A link that already carries any utm_ parameter is the
 * owner's own tagging and is left as it is, as is anything that is not an http(s) address.
 */
export function withCampaignUtm(target: string, campaignName: string): string {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return target;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return target;
  if ([...url.searchParams.keys()].some((k) => k.toLowerCase().startsWith("utm_"))) return target;
  const slug = campaignUtmName(campaignName);
  url.searchParams.append("utm_source", "newsletter");
  url.searchParams.append("utm_medium", "email");
  url.searchParams.append("utm_campaign", slug);
  return url.toString();
}

/** The utm_campaign a campaign's clicks carry: its name as a slug (also how its visits are found). */
export function campaignUtmName(campaignName: string): string {
  return (
    campaignName
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "campaign"
  );
}
