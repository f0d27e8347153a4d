import type { ReactNode } from "react";

/** One term of a `<dl>`: its name muted above, its value below (`valueClassName` for figures). */
export function Detail({
  term,
  children,
  className,
  valueClassName,
}: {
  term: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-muted">{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
