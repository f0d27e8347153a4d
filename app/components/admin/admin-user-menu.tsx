import { ChevronDown, LogOut, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { displayName } from "#core/auth-rules.ts";

const item =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100 dark:data-[highlighted]:bg-neutral-800";

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-neutral-100 dark:hover:bg-neutral-800">
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-neutral-200 bg-white p-1 text-neutral-900 shadow-lg dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-100"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-neutral-600 dark:text-neutral-400">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/admin/settings">
              <Settings className="size-4" aria-hidden /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
          <DropdownMenu.Item className={item} disabled={signingOut} onSelect={signOut}>
            <LogOut className="size-4" aria-hidden /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
