import { FileText, Plus, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { BlogActionResult } from "#core/blog/admin-results.ts";
import type { StatusFilter } from "#core/blog/post-schema.ts";
import { type AdminPost, AdminPostCard } from "./admin-post-card.tsx";
import { PostFilters } from "./post-filters.tsx";
import type { EditablePost } from "./post-form.tsx";
import { PostFormDialog } from "./post-form-dialog.tsx";
import { StatTiles } from "./stat-tiles.tsx";

type Post = AdminPost & EditablePost;

type Props = {
  posts: Post[];
  stats: { total: number; published: number; drafts: number; featured: number };
  q: string;
  status: StatusFilter;
  error: string | null;
};

/** /admin/blog-posts (001 section 2): tiles, search and filter, cards, the modal, delete. */
export function BlogPostsManager({ posts, stats, q, status, error }: Props) {
  const [modal, setModal] = useState<{ post: Post | null } | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const remover = useFetcher<BlogActionResult>();
  const revalidator = useRevalidator();
  const closeModal = useCallback(() => setModal(null), []);

  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) toast.success(remover.data.message);
    else toast.error(remover.data.message);
  }, [remover.state, remover.data]);

  const createButton = (label: string) => (
    <button type="button" className={buttonVariants()} onClick={() => setModal({ post: null })}>
      <Plus aria-hidden="true" className="size-4" /> {label}
    </button>
  );

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Blog Posts</h1>
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">
            Write, publish and manage your blog content.
          </p>
        </div>
        {createButton("New Post")}
      </header>

      {error ? (
        <div
          role="alert"
          className="rounded-xl border border-brand-600 bg-brand-50 p-6 text-brand-800 dark:bg-brand-800/20 dark:text-brand-100"
        >
          <p className="font-medium">{error}</p>
          <button
            type="button"
            className={`${buttonVariants({ variant: "secondary" })} mt-4`}
            onClick={() => revalidator.revalidate()}
          >
            <RefreshCw aria-hidden="true" className="size-4" /> Try Again
          </button>
        </div>
      ) : (
        <>
          <StatTiles stats={stats} />
          <PostFilters q={q} status={status} />
          {posts.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {posts.map((post) => (
                <AdminPostCard
                  key={post.id}
                  post={post}
                  onEdit={() => setModal({ post })}
                  onDelete={() => setDeleting(post)}
                />
              ))}
            </div>
          ) : (
            <div className="rounded-xl border border-dashed border-neutral-300 px-6 py-16 text-center dark:border-neutral-700">
              <FileText aria-hidden="true" className="mx-auto size-12 text-neutral-400" />
              {stats.total === 0 ? (
                <>
                  <h2 className="mt-4 text-xl font-semibold">No blog posts yet</h2>
                  <div className="mt-6">{createButton("Create Your First Post")}</div>
                </>
              ) : (
                <h2 className="mt-4 text-xl font-semibold">No posts found matching your criteria</h2>
              )}
            </div>
          )}
        </>
      )}

      <PostFormDialog open={modal !== null} post={modal?.post ?? null} onClose={closeModal} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete post"
        question={`Are you sure you want to delete "${deleting?.title ?? ""}"?`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remover.submit({ intent: "delete", id: deleting.id }, { method: "post" });
          setDeleting(null);
        }}
      />
    </div>
  );
}
