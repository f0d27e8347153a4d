import { FEATURE_OFF_MESSAGES, type Feature } from "../core/feature-messages.ts";
import { getSettings } from "./settings.ts";

/*
 * The Features tab's switches, enforced where the work happens (issue 17): a form hidden from
 * the page is not enough, the endpoint itself refuses with a message a visitor understands.
 */

export { FEATURE_OFF_MESSAGES, type Feature };

/** null when the feature is on; otherwise the refusal text. */
export async function featureOff(feature: Feature): Promise<string | null> {
  const settings = await getSettings([feature, "contactEmail"]);
  return settings[feature] ? null : FEATURE_OFF_MESSAGES[feature](settings.contactEmail);
}

/**
 * For a page or feed of a feature: when the switch is off, throws the refusal as a JSON response
 * (status 404 by default: with the blog off, /blog and its posts are not there), which the error
 * view shows with its message.
 */
export async function requireFeature(feature: Feature, status = 404): Promise<void> {
  const off = await featureOff(feature);
  if (off) {
    throw Response.json(
      { reason: "feature-off", message: off },
      { status, headers: { "Cache-Control": "no-store" } },
    );
  }
}

/** Maintenance mode: visitors get the maintenance page (503 + Retry-After); admins keep the site. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;
export const MAINTENANCE_MESSAGE = "We're doing some maintenance and will be back shortly.";

/** Who is down for maintenance, and how to reach them meanwhile (the page has no layout data). */
export type MaintenanceSite = {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  businessAddress: string;
};

export function maintenanceResponse(site: MaintenanceSite) {
  const { siteName, contactEmail, contactPhone, businessAddress } = site;
  return Response.json(
    {
      reason: "maintenance",
      message: MAINTENANCE_MESSAGE,
      site: { siteName, contactEmail, contactPhone, businessAddress },
    },
    {
      status: 503,
      headers: { "Retry-After": String(MAINTENANCE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  );
}
