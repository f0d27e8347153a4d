import { Link } from "#app/components/site/links.tsx";

/** Tag chips; each links to the blog list filtered by that tag. */
export function PostTags({ tags, linked = true }: { tags: readonly string[]; linked?: boolean }) {
  if (tags.length === 0) return null;
  const chip =
    "inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-800/30 dark:text-brand-100";
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className={`${chip} hover:underline`}>
              {tag}
            </Link>
          ) : (
            <span className={chip}>{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
