import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { InputField, SelectField, TextareaField } from "#app/components/ui/form-fields.tsx";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { useUpload } from "#app/hooks/use-upload.ts";
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
/** The hint under the file field, which speaks for the link field too (one of the two is required). */
const orHintId = "deliverable-file-hint";

export function UploadDeliverableDialog({
  projects,
  uploadMaxMb,
}: {
  projects: { id: string; name: string }[];
  uploadMaxMb: number;
}) {
  const [open, setOpen] = useState(false);
  const fileName = useRef<HTMLInputElement>(null);
  const upload = useUpload<AdminActionResult>({
    url: "/admin/uploads?intent=upload-deliverable",
    failure: (reason) => ({
      intent: "upload-deliverable",
      ok: false,
      message: `Failed to upload deliverable: ${reason}`,
    }),
    check,
  });
  const uploading = upload.state !== "idle";
  useActionResult(upload, () => setOpen(false));

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      // Closing clears the form, so an upload still going stops with it.
      upload.reset();
    }
  }

  function check(data: FormData): string | null {
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
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" className="size-4" />
        Upload Deliverable
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Upload Deliverable"
        description="Share a file with the client: paste a link, or upload the file itself."
      >
        <form
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
          noValidate
          onSubmit={upload.onSubmit}
        >
          <input type="hidden" name="intent" value="upload-deliverable" />
          <SelectField
            id="deliverable-project"
            label="Project *"
            name="projectId"
            defaultValue=""
            placeholder="Select a project"
            options={projects.map((project) => ({ value: project.id, label: project.name }))}
          />
          <InputField id="deliverable-fileName" label="File Name *" ref={fileName} name="fileName" />
          <InputField
            id="deliverable-fileUrl"
            label="File URL *"
            name="fileUrl"
            type="url"
            placeholder="https://"
            aria-describedby={orHintId}
          />
          <Field
            id="deliverable-file"
            label="Or upload a file"
            hint={`A link or a file is required. Files up to ${uploadMaxMb} MB: ${UPLOAD_EXTENSIONS.join(", ")}.`}
          >
            {(p) => (
              <input
                {...p}
                name="file"
                type="file"
                accept={UPLOAD_ACCEPT}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen && fileName.current && !fileName.current.value)
                    fileName.current.value = chosen.name;
                }}
                className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-neutral-200 file:px-3 file:py-2 file:text-neutral-900 dark:file:bg-neutral-700 dark:file:text-neutral-100"
              />
            )}
          </Field>
          <TextareaField id="deliverable-description" label="Description" name="description" rows={3} />
          <UploadProgress upload={upload} label="Upload progress" />
          <DialogFooter error={upload.problem} pending={uploading}>
            Upload
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}
