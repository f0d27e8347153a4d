import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { CharacterCount } from "#app/components/ui/character-count.tsx";
import { controlClass } from "#app/components/ui/field.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { canSendMessage, composerKeyAction, MESSAGE_MAX_LENGTH } from "#core/client-messages.ts";

type Result = { ok: boolean; error?: string; message?: string };

/**
 * Writes a message: an optional project ('General Message' when none), a multi-line text where
 * Enter sends and Shift+Enter starts a new line, a character count that refuses (never cuts) an
 * overlong text, and a send button disabled while the text is blank, too long or on its way.
 */
export function MessageComposer({
  projects,
  intent = "send",
  hidden,
  failureText,
}: {
  projects: { id: string; name: string }[];
  intent?: string;
  hidden?: Record<string, string>;
  failureText: string;
}) {
  const fetcher = useFetcher<Result>();
  const [text, setText] = useState("");
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) setText("");
    else notify.error(fetcher.data.error || fetcher.data.message || failureText);
  }, [fetcher.state, fetcher.data, failureText]);

  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!canSendMessage(text, sending)) event.preventDefault();
      }}
      className="flex flex-col gap-2 border-t border-neutral-200 pt-4 sm:flex-row dark:border-neutral-800"
    >
      <input type="hidden" name="intent" value={intent} />
      {hidden &&
        Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <label className="sr-only" htmlFor="message-project">
        About
      </label>
      <select id="message-project" name="projectId" className={`${controlClass} sm:w-56`} defaultValue="">
        <option value="">General Message</option>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="message-content">
        Message
      </label>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <textarea
          id="message-content"
          name="content"
          rows={2}
          autoComplete="off"
          placeholder="Type your message... (Shift+Enter for a new line)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            const action = composerKeyAction({
              key: event.key,
              shiftKey: event.shiftKey,
              isComposing: event.nativeEvent.isComposing,
            });
            if (action !== "send") return;
            event.preventDefault();
            if (canSendMessage(text, sending)) event.currentTarget.form?.requestSubmit();
          }}
          aria-describedby="message-content-count"
          aria-invalid={text.length > MESSAGE_MAX_LENGTH || undefined}
          className={`${controlClass} resize-y`}
        />
        <CharacterCount id="message-content-count" text={text} max={MESSAGE_MAX_LENGTH} />
      </div>
      <button
        type="submit"
        disabled={!canSendMessage(text, sending)}
        className={`${buttonVariants()} self-start`}
      >
        <Send aria-hidden="true" className="size-4" />
        {sending ? "Sending..." : "Send"}
      </button>
    </fetcher.Form>
  );
}
