import { ContactDetails } from "#app/components/site/contact-details.tsx";
import { LogoMark } from "#app/components/site/logo.tsx";
import type { MaintenanceSite } from "#server/feature-flags.ts";

/**
 * What visitors see while maintenanceMode is on (the server answers 503 with Retry-After): the
 * site's name and mark, the message, and how to reach the agency meanwhile.
 */
export function Maintenance({ message, site }: { message: string; site?: MaintenanceSite }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-24 text-center"
    >
      <title>{site ? `Down for maintenance | ${site.siteName}` : "Down for maintenance"}</title>
      {site && (
        <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <LogoMark siteName={site.siteName} />
          {site.siteName}
        </p>
      )}
      <h1 className="text-3xl font-bold">Down for maintenance</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{message}</p>
      {site && (
        <section aria-labelledby="maintenance-contact" className="text-left">
          <h2 id="maintenance-contact" className="mb-3 text-center text-sm font-semibold">
            Need us meanwhile?
          </h2>
          <ContactDetails settings={site} />
        </section>
      )}
    </main>
  );
}
