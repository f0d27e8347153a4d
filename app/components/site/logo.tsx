import { Link } from "react-router";
import { agency } from "#core/content/agency.ts";

/** The mark and name; the header's goes to /. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand-600 text-lg leading-none text-white"
      >
        A
      </span>
      <span className="text-lg">{agency.name}</span>
    </Link>
  );
}
