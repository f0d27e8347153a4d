import { clsx } from "clsx";
import { useLocation, useRouteLoaderData } from "react-router";
import { ScreenLink } from "#app/components/site/links.tsx";
import type { SidebarBadges } from "#server/admin-nav.ts";

/**
 * Contacts (the CRM) and the contact-form submissions are two lists of one area: the sidebar's
 * Contacts badge counts new submissions, so both pages carry these tabs.
 */
export function CrmTabs() {
  const { pathname } = useLocation();
  const layout = useRouteLoaderData("routes/admin/layout") as { badges?: SidebarBadges } | undefined;
  const fresh = layout?.badges?.contacts ?? 0;
  const tabs = [
    { to: "/admin/contacts", label: "Contacts & Leads" },
    { to: "/admin/submissions", label: "Form Submissions", count: fresh },
  ];
  return (
    <nav
      aria-label="Contacts area"
      className="mb-6 flex gap-1 border-b border-neutral-200 dark:border-neutral-800"
    >
      {tabs.map((tab) => {
        const active = pathname.startsWith(tab.to);
        return (
          <ScreenLink
            key={tab.to}
            to={tab.to}
            aria-current={active ? "page" : undefined}
            className={clsx(
              "-mb-px flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium",
              active
                ? "border-brand-600 text-brand-700 dark:text-brand-500"
                : "border-transparent text-neutral-700 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white",
            )}
          >
            {tab.label}
            {tab.count ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                {tab.count}
                <span className="sr-only"> new</span>
              </span>
            ) : null}
          </ScreenLink>
        );
      })}
    </nav>
  );
}
