import { type RefObject, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useActionResult } from "#app/components/admin/client-portal/use-action-result.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { InputField, TextareaField } from "#app/components/ui/form-fields.tsx";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { useUpload } from "#app/hooks/use-upload.ts";
import {
  approveSchema,
  CHANGES_MIN_LENGTH,
  COMMENT_MAX_LENGTH,
  changesSchema,
  commentSchema,
  requestApprovalSchema,
} from "#core/approvals.ts";
import { UPLOAD_ACCEPT } from "#core/deliverables.ts";
import type { ReviewActionResult } from "#server/projects/review-actions.ts";

/** Checks the form with the shared schema before sending; the server checks again. */
function useCheckedForm(intent: string, check: (data: FormData) => string | null, onSuccess?: () => void) {
  const fetcher = useFetcher<ReviewActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useActionResult(fetcher, () => {
    form.current?.reset();
    onSuccess?.();
  });
  const serverProblem =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return {
    fetcher,
    form,
    problem: problem ?? serverProblem,
    pending: fetcher.state !== "idle",
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      const message = check(new FormData(event.currentTarget));
      setProblem(message);
      if (message) event.preventDefault();
    },
    intent,
  };
}

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? "Please check the form");

export function CommentForm({
  versionId,
  versionNumber,
  videoRef,
}: {
  versionId: string;
  versionNumber: number;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const time = useRef<HTMLInputElement>(null);
  const f = useCheckedForm("comment", (data) =>
    firstIssue(commentSchema.safeParse({ body: data.get("body"), videoTime: data.get("videoTime") })),
  );
  return (
    <f.fetcher.Form
      method="post"
      ref={f.form}
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        // A comment on a video carries where the player stood.
        if (time.current) time.current.value = videoRef.current ? String(videoRef.current.currentTime) : "";
        f.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="versionId" value={versionId} />
      <input type="hidden" name="videoTime" ref={time} />
      <TextareaField
        id={`comment-${versionId}`}
        label={`Comment on version ${versionNumber}`}
        name="body"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        error={f.problem}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={f.pending}>
          {f.pending ? "Sending..." : "Add comment"}
        </Button>
      </div>
    </f.fetcher.Form>
  );
}

/** Approve (optional note) or Request changes (a comment of at least 10 characters). */
export function DecisionForms({ versionId, versionNumber }: { versionId: string; versionNumber: number }) {
  const approve = useCheckedForm("approve", (data) =>
    firstIssue(approveSchema.safeParse({ note: data.get("note") })),
  );
  const changes = useCheckedForm("request-changes", (data) =>
    firstIssue(changesSchema.safeParse({ body: data.get("body") })),
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <approve.fetcher.Form
        method="post"
        ref={approve.form}
        noValidate
        onSubmit={approve.onSubmit}
        className="flex flex-col gap-2 rounded-lg border border-green-300 p-3 dark:border-green-800"
      >
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="versionId" value={versionId} />
        <TextareaField
          id={`approve-note-${versionId}`}
          label="Approval note (optional)"
          name="note"
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          error={approve.problem}
        />
        <div>
          <Button type="submit" disabled={approve.pending}>
            {approve.pending ? "Approving..." : `Approve version ${versionNumber}`}
          </Button>
        </div>
      </approve.fetcher.Form>
      <changes.fetcher.Form
        method="post"
        ref={changes.form}
        noValidate
        onSubmit={changes.onSubmit}
        className="flex flex-col gap-2 rounded-lg border border-red-300 p-3 dark:border-red-800"
      >
        <input type="hidden" name="intent" value="request-changes" />
        <input type="hidden" name="versionId" value={versionId} />
        <TextareaField
          id={`changes-${versionId}`}
          label="What should change?"
          hint={`At least ${CHANGES_MIN_LENGTH} characters.`}
          name="body"
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          error={changes.problem}
        />
        <div>
          <Button type="submit" variant="danger" disabled={changes.pending}>
            {changes.pending ? "Sending..." : "Request changes"}
          </Button>
        </div>
      </changes.fetcher.Form>
    </div>
  );
}

/** The agency asks the client to approve the newest version, optionally by a date with a note. */
export function RequestApprovalForm({
  versionId,
  versionNumber,
}: {
  versionId: string;
  versionNumber: number;
}) {
  const f = useCheckedForm("request-approval", (data) =>
    firstIssue(requestApprovalSchema.safeParse({ dueDate: data.get("dueDate"), note: data.get("note") })),
  );
  return (
    <f.fetcher.Form
      method="post"
      ref={f.form}
      noValidate
      onSubmit={f.onSubmit}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="intent" value="request-approval" />
      <input type="hidden" name="versionId" value={versionId} />
      <InputField id={`due-${versionId}`} label="Due date (optional)" name="dueDate" type="date" />
      <TextareaField
        id={`request-note-${versionId}`}
        label="Note to the client (optional)"
        name="note"
        rows={2}
      />
      {f.problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {f.problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={f.pending}>
          {f.pending ? "Sending..." : `Request approval of version ${versionNumber}`}
        </Button>
      </div>
    </f.fetcher.Form>
  );
}

/** The agency uploads a new version: a file or a link; the name defaults to the deliverable's. */
export function NewVersionForm({
  deliverableId,
  uploadMaxMb,
}: {
  deliverableId: string;
  uploadMaxMb: number;
}) {
  const upload = useUpload<ReviewActionResult>({
    url: "/admin/uploads?intent=add-version",
    failure: (reason) => ({
      intent: "add-version",
      ok: false,
      message: `Failed to upload the new version: ${reason}`,
    }),
    check: (data) => {
      const file = data.get("file");
      const hasFile = file instanceof File && file.size > 0;
      if (!hasFile && !String(data.get("fileUrl") ?? "").trim()) return "Choose a file or paste a link";
      if (hasFile && file.size > uploadMaxMb * 1024 * 1024)
        return `The file is larger than the ${uploadMaxMb} MB limit`;
      return null;
    },
  });
  const form = useRef<HTMLFormElement>(null);
  useActionResult(upload, () => form.current?.reset());
  const shownProblem = upload.problem ?? upload.refusal;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      ref={form}
      noValidate
      onSubmit={upload.onSubmit}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="intent" value="add-version" />
      <input type="hidden" name="deliverableId" value={deliverableId} />
      <Field id={`version-file-${deliverableId}`} label="New version file" hint={`Up to ${uploadMaxMb} MB.`}>
        {(p) => (
          <input
            {...p}
            name="file"
            type="file"
            accept={UPLOAD_ACCEPT}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-neutral-200 file:px-3 file:py-2 file:text-neutral-900 dark:file:bg-neutral-700 dark:file:text-neutral-100"
          />
        )}
      </Field>
      <InputField
        id={`version-url-${deliverableId}`}
        label="Or a link"
        name="fileUrl"
        type="url"
        placeholder="https://"
      />
      <InputField id={`version-name-${deliverableId}`} label="File name (optional)" name="fileName" />
      {shownProblem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {shownProblem}
        </p>
      )}
      <UploadProgress upload={upload} label="Upload progress" />
      <div>
        <Button type="submit" disabled={upload.state !== "idle"}>
          {upload.state !== "idle" ? "Uploading..." : "Upload new version"}
        </Button>
      </div>
    </form>
  );
}
