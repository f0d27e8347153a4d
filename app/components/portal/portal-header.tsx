import { Bell, Menu } from "lucide-react";
import { Link } from "react-router";
import { countOf } from "#core/plural.ts";

/** The portal header: the menu button on small screens and the notification badge (unread messages). */
export function PortalHeader({
  unread,
  onMenu,
  menuOpen,
}: {
  unread: number;
  onMenu: () => void;
  menuOpen: boolean;
}) {
  const label = countOf(unread, "unread notification");
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-neutral-200 bg-white/95 px-4 backdrop-blur sm:px-6 dark:border-neutral-800 dark:bg-black/90">
      <button
        type="button"
        onClick={onMenu}
        aria-expanded={menuOpen}
        aria-controls="portal-sidebar"
        className="rounded-md p-2 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">Open menu</span>
      </button>
      <p className="hidden text-sm text-neutral-600 lg:block dark:text-neutral-300">
        Your projects, files and messages
      </p>
      <Link
        to="/client-portal/messages"
        className="relative rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-900"
        aria-label={`Notifications: ${label}`}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Link>
    </header>
  );
}
