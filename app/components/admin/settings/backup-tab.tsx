import { Download, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { ActionResult } from "#server/action-result.ts";
import type { SettingsChange } from "#server/settings/save.ts";
import { useActionToast } from "../use-action-toast.ts";
import { BackupDownload } from "./backup-download.tsx";

type PreviewResult = ActionResult & { changes?: SettingsChange[] };

/** Export, import (validated, differences shown, applied on confirmation), reset, and the database backup. */
export function BackupTab({ readOnly }: { readOnly: boolean }) {
  const [fileText, setFileText] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useFetcher<PreviewResult>({ key: "settings-import-preview" });
  const apply = useFetcher<ActionResult>({ key: "settings-import-apply" });
  const reset = useFetcher<ActionResult>({ key: "settings-reset" });
  const clear = () => {
    setFileText(null);
    if (fileInput.current) fileInput.current.value = "";
  };
  useActionToast(apply, clear);
  useActionToast(reset);
  const changes = fileText && preview.state === "idle" && preview.data?.ok ? preview.data.changes : undefined;
  const previewError =
    fileText && preview.state === "idle" && preview.data?.ok === false ? preview.data.error : undefined;

  const onFile = async (file: File | undefined) => {
    if (!file) return clear();
    const text = await file.text();
    setFileText(text);
    preview.submit({ intent: "import-preview", text }, { method: "post", encType: "application/json" });
  };

  return (
    <div className="flex flex-col gap-4">
      <CardSection id="backup-db" title="Database Backup">
        <p className={`mt-1 text-sm text-muted`}>
          One archive of every table and every uploaded file, encrypted with a passphrase you choose. Sessions
          and sign-in links are left out: after a restore everyone signs in again. Restore it with{" "}
          <code>npm run restore -- FILE</code>.
        </p>
        <BackupDownload />
      </CardSection>
      <CardSection id="settings-file" title="Settings File">
        <div className="mt-3 flex flex-wrap gap-2">
          <a href="/admin/settings/export" download className={buttonVariants({ variant: "secondary" })}>
            <Download className="size-4" aria-hidden /> Export Settings
          </a>
          <label
            className={`${buttonVariants({ variant: "secondary" })} cursor-pointer focus-within:outline-2 focus-within:outline-brand-600`}
          >
            <Upload className="size-4" aria-hidden /> Choose File
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              disabled={readOnly}
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </label>
        </div>
        {preview.state !== "idle" && <p className={`mt-3 text-sm text-muted`}>Reading the file...</p>}
        {previewError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {previewError}
          </p>
        )}
        {changes && changes.length === 0 && (
          <p className="mt-3 text-sm">This file matches the current settings: nothing to change.</p>
        )}
        {changes && changes.length > 0 && (
          <div className="mt-3">
            <p className="text-sm font-medium">The import will change {changes.length} setting(s):</p>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {changes.map((c) => (
                <li key={c.key} className="break-words">
                  <strong>{c.key}</strong>: <span className="text-muted">{String(c.from)}</span> →{" "}
                  {String(c.to)}
                </li>
              ))}
            </ul>
            <div className="mt-3 flex gap-2">
              <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={clear}>
                Cancel
              </button>
              <button
                type="button"
                className={buttonVariants()}
                disabled={apply.state !== "idle"}
                onClick={() =>
                  apply.submit(
                    { intent: "import-apply", text: fileText },
                    { method: "post", encType: "application/json" },
                  )
                }
              >
                Apply Import
              </button>
            </div>
          </div>
        )}
      </CardSection>
      <CardSection id="reset-settings" title="Reset">
        <p className={`mt-1 text-sm text-muted`}>Returns every setting to its default.</p>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={`${buttonVariants({ variant: "danger" })} mt-3`}
              disabled={reset.state !== "idle"}
            >
              Reset All Settings
            </button>
          }
          question="Reset every setting to its default? This cannot be undone."
          confirmLabel="Reset All Settings"
          onConfirm={() => reset.submit({ intent: "reset" }, { method: "post", encType: "application/json" })}
        />
      </CardSection>
    </div>
  );
}
