import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ModalOverlay } from "#app/components/ui/dialog.tsx";

/** Shows the rendered e-mail (the server renders it) at desktop and phone widths. */
export function PreviewDialog({
  subject,
  content,
  label,
}: {
  subject: string;
  content: string;
  label: string;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [width, setWidth] = useState<600 | 360>(600);

  async function load() {
    setHtml(null);
    setError("");
    try {
      const response = await fetch("/admin/messages/preview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ subject, content }),
      });
      if (!response.ok) throw new Error(String(response.status));
      setHtml(((await response.json()) as { html: string }).html);
    } catch {
      setError("The preview could not be loaded. Please try again.");
    }
  }

  return (
    <Dialog.Root onOpenChange={(open) => open && void load()}>
      <Dialog.Trigger className={buttonVariants({ variant: "secondary" })} aria-label={label}>
        Preview
      </Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(44rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-4 text-neutral-900 shadow-xl dark:bg-neutral-950 dark:text-neutral-100">
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="font-semibold break-words">{subject}</Dialog.Title>
            <Dialog.Close className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label="Close">
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className={clsx("text-muted", "text-sm")}>
            How the e-mail looks in an inbox.
          </Dialog.Description>
          <fieldset className="my-3 flex gap-2">
            <legend className="sr-only">Preview width</legend>
            {([600, 360] as const).map((w) => (
              <button
                key={w}
                type="button"
                className={buttonVariants({ variant: "secondary" })}
                aria-pressed={width === w}
                onClick={() => setWidth(w)}
              >
                {w === 600 ? "Desktop" : "Phone"}
              </button>
            ))}
          </fieldset>
          {error && <p role="alert">{error}</p>}
          {!error && html === null && <p className="text-muted">Loading preview...</p>}
          {html !== null && (
            <iframe
              title={`E-mail preview, ${width === 600 ? "desktop" : "phone"} width`}
              srcDoc={html}
              sandbox=""
              className="mx-auto h-[60vh] max-w-full rounded border border-neutral-200 bg-white dark:border-neutral-800"
              style={{ width }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
