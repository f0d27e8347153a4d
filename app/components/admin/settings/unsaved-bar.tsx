import { useEffect } from "react";
import { useBlocker } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The floating 'You have unsaved changes' bar (001 section 2). */
export function UnsavedBar({
  pending,
  onCancel,
  onSave,
}: {
  pending: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <section
      aria-label="Unsaved changes"
      className="fixed inset-x-2 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white p-3 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
    >
      <p className="text-sm font-medium">You have unsaved changes</p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={onCancel}
          disabled={pending}
        >
          Cancel
        </button>
        <button type="button" className={buttonVariants()} onClick={onSave} disabled={pending}>
          {pending ? "Saving..." : "Save Changes"}
        </button>
      </div>
    </section>
  );
}

/**
 * Leaving with unsaved changes asks first: in-app navigation to another page through the router's
 * blocker (switching tabs stays on the page and keeps the edits), closing the tab through beforeunload.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm("You have unsaved changes. Leave this page and lose them?")) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
