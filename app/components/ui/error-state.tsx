import { AlertTriangle } from "lucide-react";
import { useRevalidator } from "react-router";

/** An error view with 'Try Again', which reloads the page's data. */
export function ErrorState({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-red-700 dark:text-red-300" />
      <p className="font-medium text-red-800 dark:text-red-200">{message}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === "loading"}
        className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Try Again
      </button>
    </div>
  );
}
