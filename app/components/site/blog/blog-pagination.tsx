import { Link } from "#app/components/site/links.tsx";

const pageHref = (page: number, tag: string | null) => {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
};

export function BlogPagination({
  page,
  pageCount,
  tag,
}: {
  page: number;
  pageCount: number;
  tag: string | null;
}) {
  if (pageCount <= 1) return null;
  const link =
    "rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:border-brand-600 dark:border-neutral-700";
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(page - 1, tag)} rel="prev" className={link}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(page + 1, tag)} rel="next" className={link}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
