import { clsx } from "clsx";
import { useLocation } from "react-router";
import type { SidebarBadges } from "#server/admin-nav.ts";
import { IntentLink } from "./intent-link.tsx";
import { adminNav, BADGE_MEANING, isActive } from "./nav-items.ts";

/** The entries of the admin sidebar; `collapsed` shows icons only (names stay for screen readers). */
export function SidebarNav({
  badges,
  collapsed = false,
  onNavigate,
}: {
  badges: SidebarBadges;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {adminNav.map((item) => {
        const active = isActive(item, pathname, search);
        const count = item.badge ? badges[item.badge] : 0;
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <IntentLink
              to={item.to}
              // The screen's code and data are fetched when the pointer rests on (or focus reaches)
              // the entry, so the click finds both (docs/decisions/026-interaction-latency.md).
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              title={collapsed ? item.label : undefined}
              className={clsx(
                "relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                active
                  ? "bg-brand-600 text-white"
                  : "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800",
                collapsed && "justify-center px-2",
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              <span className={clsx(collapsed && "sr-only")}>{item.label}</span>
              {count > 0 && (
                <span
                  className={clsx(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    active ? "bg-white text-brand-700" : "bg-brand-600 text-white",
                    collapsed ? "absolute -top-1 -right-1 px-1.5" : "ml-auto",
                  )}
                >
                  <span className="sr-only">, </span>
                  {count > 99 ? "99+" : count}
                  <span className="sr-only"> {item.badge ? BADGE_MEANING[item.badge] : ""}</span>
                </span>
              )}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
