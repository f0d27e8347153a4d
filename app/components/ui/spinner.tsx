import { clsx } from "clsx";

export function Spinner({ className, label = "Loading..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className={clsx("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span>{label}</span>
    </span>
  );
}
