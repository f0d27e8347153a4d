import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/site/links.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

/** The one-card layout of the confirmation and unsubscribe screens. */
export function StatusCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl items-center px-6 py-16">
      <div className="w-full rounded-xl border border-neutral-200 p-8 text-center shadow-sm dark:border-neutral-800">
        {children}
      </div>
    </main>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-4">
      <h1 className="text-2xl font-bold">{label}</h1>
      <Spinner label="Loading..." className="text-brand-700 dark:text-brand-500" />
    </div>
  );
}

export function OutcomeState({
  tone,
  title,
  children,
}: {
  tone: "success" | "error";
  title: string;
  children: ReactNode;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleX;
  return (
    <div className="flex flex-col items-center gap-4">
      <Icon
        aria-hidden="true"
        className={
          tone === "success"
            ? "size-12 text-green-700 dark:text-green-400"
            : "size-12 text-brand-700 dark:text-brand-500"
        }
      />
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="text-neutral-700 dark:text-neutral-300">{children}</div>
      <HomeButton />
    </div>
  );
}

export function HomeButton({ label = "Return to Home" }: { label?: string }) {
  return (
    <Link to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
      {label}
    </Link>
  );
}
