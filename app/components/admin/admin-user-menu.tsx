import { ChevronDown, LogOut, Settings } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "#app/components/ui/menu.tsx";
import { displayName } from "#core/auth-rules.ts";

/** The top bar's user menu: Settings, and Sign Out, which ends the session and returns to /. */
export function AdminUserMenu({ user }: { user: { email: string; name: string } }) {
  const [signingOut, setSigningOut] = useState(false);
  const name = user.name || displayName(user.email);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    } finally {
      // A full load, so that every loader sees the ended session.
      window.location.assign("/");
    }
  };
  return (
    <Menu
      className="min-w-48"
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-neutral-100 dark:hover:bg-neutral-800"
        >
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="hidden flex-col sm:flex">
            <span className="text-sm font-medium">{name}</span>
            <span className="text-xs text-neutral-600 dark:text-neutral-400">Administrator</span>
          </span>
          <span className="sr-only sm:hidden">Account menu for {name}, Administrator</span>
          <ChevronDown className="size-4" aria-hidden />
        </button>
      }
    >
      <MenuLabel className="text-xs text-neutral-600 dark:text-neutral-400">{user.email}</MenuLabel>
      <MenuItem asChild>
        <Link to="/admin/settings">
          <Settings className="size-4" aria-hidden /> Settings
        </Link>
      </MenuItem>
      <MenuSeparator />
      <MenuItem disabled={signingOut} onSelect={signOut}>
        <LogOut className="size-4" aria-hidden /> Sign Out
      </MenuItem>
    </Menu>
  );
}
