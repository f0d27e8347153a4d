import { X } from "lucide-react";
import { useId, useState } from "react";
import { controlClass, labelClass } from "#app/components/ui/field.tsx";
import { addTag, removeTag } from "#core/blog/tags.ts";

/** Tags added with the Add button or Enter (trimmed, non-empty, unique); sent as repeated `tags`. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const add = () => {
    onChange(addTag(tags, draft));
    setDraft("");
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Tags
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              // Enter adds the tag instead of submitting the whole form.
              e.preventDefault();
              add();
            }
          }}
          placeholder="Add a tag and press Enter"
          className={controlClass}
        />
        <button
          type="button"
          onClick={add}
          className="rounded-md border border-neutral-300 px-4 text-sm font-medium hover:border-brand-600 dark:border-neutral-700"
        >
          Add
        </button>
      </div>
      {tags.length > 0 && (
        <ul aria-label="Post tags" className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-800 dark:bg-brand-800/30 dark:text-brand-100"
            >
              {tag}
              <input type="hidden" name="tags" value={tag} />
              <button
                type="button"
                onClick={() => onChange(removeTag(tags, tag))}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-800/60"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
