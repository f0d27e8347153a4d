import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useActionResult } from "#app/components/admin/client-portal/use-action-result.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import {
  isAllowedUpload,
  UPLOAD_ACCEPT,
  uploadTooLargeMessage,
  uploadTypeMessage,
} from "#core/deliverables.ts";
import type { ReviewActionResult } from "#server/projects/review-actions.ts";

/** A client sends the agency a file for this project (issue 32 item 6); the server checks it again. */
export function ClientFileForm({ projectId, uploadMaxMb }: { projectId: string; uploadMaxMb: number }) {
  const fetcher = useFetcher<ReviewActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useActionResult(fetcher, () => form.current?.reset());
  const serverProblem =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      className="mt-4 flex flex-col gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800"
      onSubmit={(event) => {
        const file = new FormData(event.currentTarget).get("file");
        const message =
          !(file instanceof File) || file.size === 0
            ? "Please choose a file to send"
            : !isAllowedUpload(file.name)
              ? uploadTypeMessage
              : file.size > uploadMaxMb * 1024 * 1024
                ? uploadTooLargeMessage(uploadMaxMb)
                : null;
        setProblem(message);
        if (message) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="client-upload" />
      <input type="hidden" name="projectId" value={projectId} />
      <Field
        id={`client-file-${projectId}`}
        label="Send the team a file"
        hint={`Up to ${uploadMaxMb} MB.`}
        error={problem ?? serverProblem}
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
      <div>
        <Button type="submit" variant="secondary" disabled={pending}>
          <Upload aria-hidden="true" className="size-4" />
          {pending ? "Sending..." : "Send file"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
