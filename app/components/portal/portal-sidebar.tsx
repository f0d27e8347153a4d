import { clsx } from "clsx";
import { LogOut, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { portalNav } from "./portal-nav.ts";

async function signOut() {
  await fetch("/api/auth/sign-out", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  }).catch(() => {});
  window.location.assign("/");
}

type Props = {
  identity: { name: string; company: string };
  unread: number;
  /** Deliverables awaiting the client's approval (issue 32): the Asset Library's badge. */
  awaiting?: number;
  open: boolean;
  onClose: () => void;
};

/** The portal sidebar: a column on wide screens, a drawer that closes on click on small ones. */
export function PortalSidebar({ identity, unread, awaiting = 0, open, onClose }: Props) {
  return (
    <>
      {open && (
        <button
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className="fixed inset-0 z-30 bg-black/50 lg:hidden"
        />
      )}
      <aside
        id="portal-sidebar"
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
        className={clsx(
          "fixed inset-y-0 left-0 z-40 flex w-64 shrink-0 flex-col border-r border-neutral-200 bg-white transition-transform motion-reduce:transition-none lg:sticky lg:top-0 lg:h-screen lg:translate-x-0 dark:border-neutral-800 dark:bg-neutral-950",
          // Closed on a small screen, the drawer is also invisible: out of the tab order.
          open ? "translate-x-0" : "-translate-x-full max-lg:invisible",
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-neutral-200 px-5 dark:border-neutral-800">
          <Link to="/" className="text-lg font-bold tracking-tight">
            Client <span className="text-brand-600 dark:text-brand-500">Portal</span>
          </Link>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-md p-1 lg:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label="Client portal" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {portalNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={"end" in item ? item.end : false}
                  onClick={onClose}
                  className={({ isActive }) =>
                    clsx(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                      isActive
                        ? "bg-brand-600 text-white"
                        : "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-900",
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-4" />
                  <span className="flex-1">{item.label}</span>
                  {"badge" in item && item.badge === "unread" && unread > 0 && (
                    <span className="rounded-full bg-neutral-900 px-2 text-xs text-white dark:bg-white dark:text-neutral-900">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                  {"badge" in item && item.badge === "awaiting" && awaiting > 0 && (
                    <span className="rounded-full bg-neutral-900 px-2 text-xs text-white dark:bg-white dark:text-neutral-900">
                      {awaiting}
                      <span className="sr-only"> awaiting your approval</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-neutral-200 p-4 dark:border-neutral-800">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
            >
              {identity.name.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{identity.name}</p>
              <p className="truncate text-xs text-neutral-600 dark:text-neutral-300">{identity.company}</p>
            </div>
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded-md p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-900"
            >
              <LogOut aria-hidden="true" className="size-4" />
              <span className="sr-only">Sign Out</span>
            </button>
          </div>
        </div>
      </aside>
    </>
  );
}
