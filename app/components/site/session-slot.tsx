import { lazy } from "react";
import { UserMenu } from "#app/components/auth/user-menu.tsx";
import { useRootData } from "#app/root.tsx";

// The sign-in modal loads on demand: most visitors never open it. (The user menu is small and
// loads its own dropdown on demand.)
export const SignInModal = lazy(() =>
  import("#app/components/auth/sign-in-modal.tsx").then((m) => ({ default: m.SignInModal })),
);

function SessionLoading() {
  return (
    <span
      role="status"
      className="inline-flex h-9 w-32 animate-pulse rounded-full bg-neutral-200 dark:bg-neutral-800"
    >
      <span className="sr-only">Loading session</span>
    </span>
  );
}

/** 'Members Only' when signed out, the user menu when signed in, a placeholder while unknown. */
export function SessionSlot({
  onMembersOnly,
  className = "",
}: {
  onMembersOnly: () => void;
  className?: string;
}) {
  const root = useRootData();
  if (root === undefined) return <SessionLoading />;
  if (root.user) return <UserMenu user={root.user} />;
  return (
    <button
      type="button"
      onClick={onMembersOnly}
      className={`rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:hover:text-brand-500 ${className}`}
    >
      Members Only
    </button>
  );
}
