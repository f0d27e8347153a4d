import { AlertTriangle } from "lucide-react";
import { useRevalidator } from "react-router";
import { Button } from "./button.tsx";

/** An error view with 'Try Again': it calls `onRetry`, or else reloads the page's data. */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  const revalidator = useRevalidator();
  const retry = onRetry ?? (() => void revalidator.revalidate());
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-red-700 dark:text-red-300" />
      {title && <h2 className="text-lg font-semibold text-red-900 dark:text-red-100">{title}</h2>}
      <p className="font-medium text-red-800 dark:text-red-200">{message}</p>
      <Button onClick={retry} pending={!onRetry && revalidator.state === "loading"}>
        Try Again
      </Button>
    </div>
  );
}
