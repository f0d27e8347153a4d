import type { Upload } from "#app/hooks/use-upload.ts";
import { bytesProgress, timeLeft } from "#core/progress.ts";
import { Button } from "./button.tsx";
import { ProgressBar } from "./progress-bar.tsx";

/**
 * An upload under way (app/hooks/use-upload.ts): bytes sent of the total, a bar, the time left and
 * Cancel upload; once every byte is sent, the server's check and storing (no Cancel then: the
 * server has the file and will answer). After a Cancel, a line saying nothing was kept.
 */
export function UploadProgress({ upload, label }: { upload: Upload; label: string }) {
  const p = upload.progress;
  if (!p) {
    return upload.cancelled ? (
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        Upload cancelled. Nothing was saved.
      </p>
    ) : null;
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ProgressBar
        className="min-w-48 flex-1"
        label={label}
        value={p.loaded}
        max={p.total}
        text={p.sent ? "Sent. Checking and saving the file..." : `Sent ${bytesProgress(p.loaded, p.total)}`}
        detail={p.sent ? null : timeLeft(p.loaded, p.total, Date.now() - p.startedAt)}
      />
      {!p.sent && (
        <Button type="button" variant="secondary" onClick={upload.cancel}>
          Cancel upload
        </Button>
      )}
    </div>
  );
}
