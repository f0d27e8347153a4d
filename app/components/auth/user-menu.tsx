import { lazy, Suspense } from "react";
import type { SessionUser } from "#server/session.ts";
import { UserMenuTrigger } from "./user-menu-trigger.tsx";

// The dropdown (Radix) loads after the page, only for signed-in visitors.
const UserMenuDropdown = lazy(() => import("./user-menu-dropdown.tsx"));

/**
 * The header's signed-in menu (000 §2): initial, display name, 'Signed in as' and the e-mail,
 * 'Client Portal', 'Admin Dashboard' for admins, 'Sign Out'.
 */
export function UserMenu({ user }: { user: Pick<SessionUser, "email" | "isAdmin"> }) {
  return (
    <Suspense fallback={<UserMenuTrigger email={user.email} />}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
