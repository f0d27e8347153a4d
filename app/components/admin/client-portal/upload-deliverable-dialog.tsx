import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { labelClass } from "#app/components/ui/field.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import {
  deliverableFormInput,
  deliverableFormSchema,
  isAllowedUpload,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  uploadTooLargeMessage,
  uploadTypeMessage,
} from "#core/deliverables.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import { useActionResult } from "./use-action-result.ts";

/**
 * 'Upload Deliverable' (001 section 2): a project, a file name, and a link or a real file, with an
 * optional description. Closing clears the form (section 4).
 */
export function UploadDeliverableDialog({
  projects,
  uploadMaxMb,
}: {
  projects: { id: string; name: string }[];
  uploadMaxMb: number;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileName = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<AdminActionResult>();
  const uploading = fetcher.state !== "idle";
  useActionResult(fetcher, () => setOpen(false));

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setProblem(null);
  }

  function check(form: HTMLFormElement): string | null {
    const data = new FormData(form);
    const parsed = deliverableFormSchema.safeParse(deliverableFormInput(data));
    if (!parsed.success) return parsed.error.issues[0].message;
    const file = data.get("file");
    if (file instanceof File && file.size > 0) {
      if (!isAllowedUpload(file.name)) return uploadTypeMessage;
      if (file.size > uploadMaxMb * 1024 * 1024) return uploadTooLargeMessage(uploadMaxMb);
    }
    return null;
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonVariants()}>
        <Upload aria-hidden="true" className="size-4" />
        Upload Deliverable
      </button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Upload Deliverable"
        description="Share a file with the client: paste a link, or upload the file itself."
      >
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            const message = check(event.currentTarget);
            setProblem(message);
            if (message) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="upload-deliverable" />
          {problem && (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {problem}
            </p>
          )}
          <div>
            <label htmlFor="deliverable-project" className={labelClass}>
              Project *
            </label>
            <select id="deliverable-project" name="projectId" defaultValue="" className={controlClass}>
              <option value="">Select a project</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="deliverable-fileName" className={labelClass}>
              File Name *
            </label>
            <input ref={fileName} id="deliverable-fileName" name="fileName" className={controlClass} />
          </div>
          <div>
            <label htmlFor="deliverable-fileUrl" className={labelClass}>
              File URL *
            </label>
            <input
              id="deliverable-fileUrl"
              name="fileUrl"
              type="url"
              placeholder="https://"
              aria-describedby="deliverable-or"
              className={controlClass}
            />
          </div>
          <div>
            <label htmlFor="deliverable-file" className={labelClass}>
              Or upload a file
            </label>
            <input
              id="deliverable-file"
              name="file"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-describedby="deliverable-or"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (chosen && fileName.current && !fileName.current.value)
                  fileName.current.value = chosen.name;
              }}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-neutral-200 file:px-3 file:py-2 file:text-neutral-900 dark:file:bg-neutral-700 dark:file:text-neutral-100"
            />
            <p id="deliverable-or" className="mt-1 text-xs text-neutral-600 dark:text-neutral-300">
              A link or a file is required. Files up to {uploadMaxMb} MB: {UPLOAD_EXTENSIONS.join(", ")}.
            </p>
          </div>
          <div>
            <label htmlFor="deliverable-description" className={labelClass}>
              Description
            </label>
            <textarea id="deliverable-description" name="description" rows={3} className={controlClass} />
          </div>
          <div className="flex justify-end gap-3 pt-2">
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className={buttonVariants({ variant: "secondary" })}
            >
              Cancel
            </button>
            <button type="submit" disabled={uploading} className={buttonVariants()}>
              {uploading ? "Uploading..." : "Upload"}
            </button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
