import { Upload } from "lucide-react";
import { useRef } from "react";
import { useActionResult } from "#app/components/admin/client-portal/use-action-result.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { useUpload } from "#app/hooks/use-upload.ts";
import {
  isAllowedUpload,
  UPLOAD_ACCEPT,
  uploadTooLargeMessage,
  uploadTypeMessage,
} from "#core/deliverables.ts";
import type { ReviewActionResult } from "#server/projects/review-actions.ts";

/** A client sends the agency a file for this project (issue 32 item 6); the server checks it again. */
export function ClientFileForm({ projectId, uploadMaxMb }: { projectId: string; uploadMaxMb: number }) {
  const upload = useUpload<ReviewActionResult>({
    url: "/client-portal/uploads",
    failure: (reason) => ({
      intent: "client-upload",
      ok: false,
      message: `Failed to send the file: ${reason}`,
    }),
    check: (data) => {
      const file = data.get("file");
      if (!(file instanceof File) || file.size === 0) return "Please choose a file to send";
      if (!isAllowedUpload(file.name)) return uploadTypeMessage;
      if (file.size > uploadMaxMb * 1024 * 1024) return uploadTooLargeMessage(uploadMaxMb);
      return null;
    },
  });
  const form = useRef<HTMLFormElement>(null);
  useActionResult(upload, () => form.current?.reset());
  const pending = upload.state !== "idle";
  return (
    <form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      className="mt-4 flex flex-col gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800"
      onSubmit={upload.onSubmit}
    >
      <input type="hidden" name="intent" value="client-upload" />
      <input type="hidden" name="projectId" value={projectId} />
      <Field
        id={`client-file-${projectId}`}
        label="Send the team a file"
        hint={`Up to ${uploadMaxMb} MB.`}
        error={upload.problem ?? upload.refusal}
      >
        {(p) => (
          <input
            {...p}
            name="file"
            type="file"
            accept={UPLOAD_ACCEPT}
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-neutral-200 file:px-3 file:py-2 file:text-neutral-900 dark:file:bg-neutral-700 dark:file:text-neutral-100"
          />
        )}
      </Field>
      <UploadProgress upload={upload} label="Upload progress" />
      <div>
        <Button type="submit" variant="secondary" disabled={pending}>
          <Upload aria-hidden="true" className="size-4" />
          {pending ? "Sending..." : "Send file"}
        </Button>
      </div>
    </form>
  );
}
