import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { controlClass, fieldErrorClass, labelClass } from "#app/components/ui/field.tsx";
import type { PreviewResult } from "#core/blog/admin-results.ts";

const tab = (active: boolean) =>
  `rounded-md px-3 py-1 text-sm font-medium ${active ? "bg-neutral-900 text-white dark:bg-white dark:text-neutral-900" : "hover:bg-neutral-100 dark:hover:bg-neutral-800"}`;

/**
 * The post body (HTML allowed) with a preview rendered by the server's sanitiser, so the admin sees
 * exactly what the public page will show. The textarea stays in the form while previewing.
 */
export function ContentField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const preview = useFetcher<PreviewResult>();
  const { submit } = preview;

  useEffect(() => {
    if (!previewing) return;
    const timer = setTimeout(() => {
      submit({ intent: "preview", content: value }, { method: "post" });
    }, 250);
    return () => clearTimeout(timer);
  }, [previewing, value, submit]);

  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <label htmlFor={id} className={labelClass}>
          Content * <span className="font-normal text-neutral-600 dark:text-neutral-400">(HTML allowed)</span>
        </label>
        <div className="flex gap-1">
          <button
            type="button"
            className={tab(!previewing)}
            aria-pressed={!previewing}
            onClick={() => setPreviewing(false)}
          >
            Write
          </button>
          <button
            type="button"
            className={tab(previewing)}
            aria-pressed={previewing}
            onClick={() => setPreviewing(true)}
          >
            Preview
          </button>
        </div>
      </div>
      <textarea
        id={id}
        name="content"
        rows={12}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        hidden={previewing}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass} font-mono text-sm`}
      />
      {previewing && (
        <section
          aria-label="Content preview"
          aria-busy={preview.state !== "idle"}
          className="post-content max-h-96 min-h-40 overflow-y-auto rounded-md border border-neutral-300 p-4 text-base dark:border-neutral-700"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitiser produced this HTML
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
