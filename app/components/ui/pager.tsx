import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ScreenLink } from "#app/components/site/links.tsx";
import { buttonVariants } from "./button.tsx";

/** The query string of `page`, keeping every other parameter of the current one. */
export function pageSearch(search: string, page: number, param = "page"): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

type Target = string | null;

/**
 * Previous/Next links around a caption; a missing target is a disabled button. For lists that
 * compute their own links (cursor pagination, a caption with counts); numbered pages use Pager.
 */
export function PagerLinks({
  caption,
  previous,
  next,
}: {
  caption: ReactNode;
  previous: Target;
  next: Target;
}) {
  const step = (to: Target, text: string, rel: "prev" | "next") =>
    to === null ? (
      <button type="button" className={buttonVariants({ variant: "secondary" })} disabled>
        {text}
      </button>
    ) : (
      <ScreenLink to={to} rel={rel} className={buttonVariants({ variant: "secondary" })}>
        {text}
      </ScreenLink>
    );
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      {step(previous, "Previous", "prev")}
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{caption}</p>
      {step(next, "Next", "next")}
    </nav>
  );
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
  const target = (n: number) => (n < 1 || n > last ? null : `${pathname}${pageSearch(search, n, param)}`);
  return (
    <PagerLinks
      caption={`Page ${Math.min(page, last)} of ${last}`}
      previous={target(page - 1)}
      next={target(page + 1)}
    />
  );
}
