import { Link, useLocation } from "react-router";
import { buttonVariants } from "./button.tsx";

/** The query string of `page`, keeping every other parameter of the current one. */
export function pageSearch(search: string, page: number, param = "page"): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** Previous/next links and 'Page n of m'; the links keep the list's other search parameters. */
export function Pager({
  page,
  pageCount,
  param = "page",
}: {
  page: number;
  pageCount: number;
  param?: string;
}) {
  const { pathname, search } = useLocation();
  const last = Math.max(1, pageCount);
  const step = (target: number, text: string, rel: "prev" | "next") =>
    target < 1 || target > last ? (
      <button type="button" className={buttonVariants({ variant: "secondary" })} disabled>
        {text}
      </button>
    ) : (
      <Link
        to={`${pathname}${pageSearch(search, target, param)}`}
        rel={rel}
        className={buttonVariants({ variant: "secondary" })}
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      {step(page - 1, "Previous", "prev")}
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Page {Math.min(page, last)} of {last}
      </p>
      {step(page + 1, "Next", "next")}
    </nav>
  );
}
