import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

type Target = string | null;

/** Previous/next links with a caption; a missing target renders a disabled button. */
export function Pager({ caption, previous, next }: { caption: string; previous: Target; next: Target }) {
  const step = (to: Target, text: string) =>
    to === null ? (
      <button type="button" className={buttonVariants({ variant: "secondary" })} disabled>
        {text}
      </button>
    ) : (
      <Link to={to} className={buttonVariants({ variant: "secondary" })} preventScrollReset={false}>
        {text}
      </Link>
    );
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      {step(previous, "Previous")}
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{caption}</p>
      {step(next, "Next")}
    </nav>
  );
}
