import { useRouteLoaderData } from "react-router";
import type { SiteLayoutData } from "#app/routes/site/layout.tsx";
import { PUBLIC_SETTINGS_DEFAULTS } from "#core/public-settings.ts";
import type { PublicSettings } from "#core/settings-defaults.ts";

/**
 * The public settings the site layout loaded (site name, contact details, feature switches), for
 * any component of the public site. Outside that layout (a component test, an error page above
 * it) the defaults stand in, so a component never needs its own copy of these values.
 */
export function useSiteSettings(): PublicSettings {
  return useRouteLoaderData<SiteLayoutData>("routes/site/layout")?.settings ?? PUBLIC_SETTINGS_DEFAULTS;
}
