import type { SessionUser } from "#server/session.ts";

// Owned by the sign-in work (issue 3): the signed-in header menu (initial, display name,
// 'Signed in as', 'Client Portal', 'Admin Dashboard' for admins, 'Sign Out').
export function UserMenu({ user }: { user: SessionUser }) {
  return <span>{user.email}</span>;
}
