import { useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { webAddressError } from "#core/campaigns/links.ts";
import { NestedForm } from "./nested-form.tsx";

export type InsertKind = "link" | "image" | "button";

const COPY: Record<
  InsertKind,
  { title: string; url: string; text: string; textHint?: string; submit: string }
> = {
  link: {
    title: "Insert link",
    url: "Link address",
    text: "Link text",
    textHint: "Leave empty to link the selected text",
    submit: "Insert link",
  },
  image: { title: "Insert image", url: "Image address", text: "Image description", submit: "Insert image" },
  button: {
    title: "Insert button",
    url: "Button link address",
    text: "Button text",
    submit: "Insert button",
  },
};

export const BUTTON_TEXT_MESSAGE = "Please enter the button text";

/**
 * The editor's small form for a link, an image by URL or a button link (instead of
 * window.prompt): an http(s) address and a text; errors stay in the dialog until fixed.
 */
export function InsertDialog({
  kind,
  initialUrl = "",
  onInsert,
  onClose,
}: {
  kind: InsertKind;
  initialUrl?: string;
  onInsert: (value: { url: string; text: string }) => void;
  onClose: () => void;
}) {
  const copy = COPY[kind];
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ url?: string | null; text?: string | null }>({});

  return (
    <Dialog open title={copy.title} onOpenChange={(open) => !open && onClose()}>
      <NestedForm
        onSubmit={() => {
          const next = {
            url: webAddressError(url),
            text: kind === "button" && !text.trim() ? BUTTON_TEXT_MESSAGE : null,
          };
          setErrors(next);
          if (next.url || next.text) return;
          onInsert({ url: url.trim(), text: text.trim() });
        }}
      >
        <Field label={copy.url} error={errors.url}>
          {(p) => (
            <Input
              {...p}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoFocus
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field label={copy.text} hint={copy.textHint} error={errors.text}>
          {(p) => <Input {...p} value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <DialogFooter>{copy.submit}</DialogFooter>
      </NestedForm>
    </Dialog>
  );
}
