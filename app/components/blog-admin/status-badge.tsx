import { POST_STATUS_LABELS, type PostStatus } from "#core/blog/post-schema.ts";

const colours: Record<PostStatus, string> = {
  published: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200",
  draft: "bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-200",
  archived: "bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
};

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}>
      {POST_STATUS_LABELS[status]}
    </span>
  );
}
