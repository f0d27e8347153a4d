import { useLocation, useNavigation } from "react-router";
import { type GuardKind, guardFor } from "#core/auth-rules.ts";
import { Spinner } from "../ui/spinner.tsx";

const labels: Record<GuardKind, string> = {
  admin: "Verifying Admin Access",
  user: "Verifying Access",
};

/** The full-screen 'Verifying Access' / 'Verifying Admin Access' state (000 §2 Guards). */
export function VerifyingAccess({ kind }: { kind: GuardKind }) {
  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center bg-white/95 dark:bg-black/95">
      <Spinner label={labels[kind]} className="text-lg font-medium" />
    </div>
  );
}

/**
 * Shows the verifying state while a client-side navigation into a guarded area waits for the
 * server, whose middleware makes the actual decision. Rendered at the root because the guarded
 * layout is not on screen yet while its guard runs.
 */
export function GuardPending() {
  const navigation = useNavigation();
  const current = guardFor(useLocation().pathname);
  const target = navigation.state === "loading" ? guardFor(navigation.location.pathname) : null;
  if (!target || target === current) return null;
  return <VerifyingAccess kind={target} />;
}
