import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { SidebarBadges } from "#server/admin-nav.ts";
import { AdminSearch } from "./admin-search.tsx";
import { AdminUserMenu } from "./admin-user-menu.tsx";
import { NotificationBell } from "./notification-bell.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

export function TopBar({
  user,
  badges,
  collapsed,
  onToggleSidebar,
  onOpenDrawer,
}: {
  user: { email: string; name: string };
  badges: SidebarBadges;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
}) {
  const waiting = badges.contacts + badges.messages;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-neutral-200 bg-white/95 px-4 backdrop-blur dark:border-neutral-800 dark:bg-black/90">
      <button
        type="button"
        onClick={onOpenDrawer}
        className={`${buttonVariants({ variant: "ghost", size: "icon" })} lg:hidden`}
        aria-label="Open menu"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {/* The wrapper owns the display (buttonVariants({ variant: "ghost", size: "icon" }) sets inline-flex, which would beat `hidden`). */}
      <span className="hidden lg:block">
        <button
          type="button"
          onClick={onToggleSidebar}
          className={buttonVariants({ variant: "ghost", size: "icon" })}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          aria-expanded={!collapsed}
          aria-controls="admin-sidebar"
        >
          {collapsed ? (
            <PanelLeftOpen className="size-5" aria-hidden />
          ) : (
            <PanelLeftClose className="size-5" aria-hidden />
          )}
        </button>
      </span>
      <AdminSearch />
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell waiting={waiting} />
        <ThemeToggle />
        <AdminUserMenu user={user} />
      </div>
    </header>
  );
}
