import { LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import type { SessionUser } from "#server/session.ts";
import { UserMenuTrigger } from "./user-menu-trigger.tsx";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-600 data-[highlighted]:ring-inset dark:data-[highlighted]:bg-neutral-800 dark:data-[highlighted]:text-white dark:data-[highlighted]:ring-brand-500";

export default function UserMenuDropdown({ user }: { user: Pick<SessionUser, "email" | "isAdmin"> }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <UserMenuTrigger email={user.email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 text-neutral-900 shadow-lg dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-100"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block text-neutral-600 dark:text-neutral-400">Signed in as</span>
            <span className="block truncate font-medium">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/client-portal">
              <UserRound aria-hidden="true" className="size-4" />
              Client Portal
            </Link>
          </DropdownMenu.Item>
          {user.isAdmin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
          {/* Ends the session on the server (POST /logout), then home. */}
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
