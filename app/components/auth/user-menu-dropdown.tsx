import { LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { useSubmit } from "react-router";
import { Link } from "#app/components/site/links.tsx";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "#app/components/ui/menu.tsx";
import type { SessionUser } from "#server/session.ts";
import { UserMenuTrigger } from "./user-menu-trigger.tsx";

export default function UserMenuDropdown({ user }: { user: Pick<SessionUser, "email" | "isAdmin"> }) {
  const submit = useSubmit();
  return (
    <Menu modal={false} trigger={<UserMenuTrigger email={user.email} />}>
      <MenuLabel>
        <span className="block text-neutral-600 dark:text-neutral-400">Signed in as</span>
        <span className="block truncate font-medium">{user.email}</span>
      </MenuLabel>
      <MenuSeparator />
      <MenuItem asChild>
        <Link to="/client-portal">
          <UserRound aria-hidden="true" className="size-4" />
          Client Portal
        </Link>
      </MenuItem>
      {user.isAdmin && (
        <MenuItem asChild>
          <Link to="/admin">
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Admin Dashboard
          </Link>
        </MenuItem>
      )}
      <MenuSeparator />
      {/* Ends the session on the server (POST /logout), then home. */}
      <MenuItem onSelect={() => submit(null, { method: "post", action: "/logout" })}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </MenuItem>
    </Menu>
  );
}
