import { Switch } from "radix-ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { controlClass, fieldErrorClass, labelClass } from "#app/components/ui/field.tsx";
import type { BlogActionResult } from "#core/blog/admin-results.ts";
import {
  DEFAULT_AUTHOR,
  type FieldErrors,
  POST_STATUS_LABELS,
  POST_STATUSES,
  type PostStatus,
  postErrors,
  postInputFromFormData,
  postInputSchema,
} from "#core/blog/post-schema.ts";
import { slugify } from "#core/blog/slug.ts";
import { ContentField } from "./content-field.tsx";
import { TagInput } from "./tag-input.tsx";

export type EditablePost = {
  id: string;
  title: string;
  slug: string;
  author: string;
  imageUrl: string | null;
  excerpt: string | null;
  content: string;
  tags: string[];
  status: PostStatus;
  featured: boolean;
};

function Field({
  label,
  name,
  error,
  hint,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={controlClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The create/edit form of the blog manager. Checks with the shared schema before sending (same
 * messages as the server), then the action decides. Unmounted when the modal closes, which resets it.
 */
export function PostForm({ post, onDone }: { post: EditablePost | null; onDone: () => void }) {
  const fetcher = useFetcher<BlogActionResult>();
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [tags, setTags] = useState<string[]>(post?.tags ?? []);
  const [featured, setFeatured] = useState(post?.featured ?? false);
  const [clientErrors, setClientErrors] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const featuredId = useId();
  const statusId = useId();
  const excerptId = useId();
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      onDone();
    } else {
      toast.error(fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data, onDone]);

  const serverErrors = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors =
    clientErrors ??
    (serverErrors ? { message: serverErrors.message, fields: serverErrors.fields ?? {} } : null);

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = postInputSchema.safeParse(postInputFromFormData(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(postErrors(parsed.error));
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={validate} className="space-y-5">
      <input type="hidden" name="intent" value={post ? "update" : "create"} />
      {post && <input type="hidden" name="id" value={post.id} />}
      {errors && (
        <p
          role="alert"
          className="rounded-md border border-brand-600 bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:bg-brand-800/20 dark:text-brand-100"
        >
          {errors.message}
        </p>
      )}
      <Field
        label="Title *"
        name="title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors?.fields.title}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Slug"
          name="slug"
          defaultValue={post?.slug ?? ""}
          placeholder={slugify(title) || "generated-from-the-title"}
          hint="Leave empty to generate it from the title."
          error={errors?.fields.slug}
        />
        <Field
          label="Author"
          name="author"
          defaultValue={post?.author ?? DEFAULT_AUTHOR}
          error={errors?.fields.author}
        />
      </div>
      <Field
        label="Featured image URL"
        name="imageUrl"
        type="url"
        defaultValue={post?.imageUrl ?? ""}
        placeholder="https://example.com/image.jpg"
        error={errors?.fields.imageUrl}
      />
      <div>
        <label htmlFor={excerptId} className={labelClass}>
          Excerpt
        </label>
        <textarea
          id={excerptId}
          name="excerpt"
          rows={2}
          defaultValue={post?.excerpt ?? ""}
          className={controlClass}
        />
        {errors?.fields.excerpt && <p className={fieldErrorClass}>{errors.fields.excerpt}</p>}
      </div>
      <ContentField value={content} onChange={setContent} error={errors?.fields.content} />
      <TagInput tags={tags} onChange={setTags} />
      {errors?.fields.tags && <p className={fieldErrorClass}>{errors.fields.tags}</p>}
      <div className="grid items-end gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={statusId} className={labelClass}>
            Status
          </label>
          <select id={statusId} name="status" defaultValue={post?.status ?? "draft"} className={controlClass}>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {POST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-3 pb-2">
          <Switch.Root
            id={featuredId}
            checked={featured}
            onCheckedChange={setFeatured}
            className="relative h-6 w-11 shrink-0 rounded-full bg-neutral-400 transition-colors data-[state=checked]:bg-brand-600 dark:bg-neutral-600"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
          <label htmlFor={featuredId} className="text-sm font-medium">
            Featured post
          </label>
          {featured && <input type="hidden" name="featured" value="true" />}
        </div>
      </div>
      <div className="flex justify-end gap-3 border-t border-neutral-200 pt-5 dark:border-neutral-800">
        <button type="button" onClick={onDone} className={buttonVariants({ variant: "secondary" })}>
          Cancel
        </button>
        <button type="submit" disabled={saving} className={buttonVariants()}>
          {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
        </button>
      </div>
    </fetcher.Form>
  );
}
