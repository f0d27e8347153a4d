import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { canSendMessage } from "#core/client-messages.ts";
import { inputClass, primaryButton } from "../ui/form-styles.ts";
import { notify } from "../ui/toaster.tsx";

type Result = { ok: boolean; error?: string; message?: string };

/**
 * Writes a message: an optional project ('General Message' when none), a text input where Enter
 * sends, and a send button disabled while the text is blank or a message is on its way.
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
      <select id="message-project" name="projectId" className={`${inputClass} sm:w-56`} defaultValue="">
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
      <input
        id="message-content"
        name="content"
        type="text"
        autoComplete="off"
        placeholder="Type your message..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={5000}
        className={inputClass}
      />
      <button type="submit" disabled={!canSendMessage(text, sending)} className={primaryButton}>
        <Send aria-hidden="true" className="size-4" />
        {sending ? "Sending..." : "Send"}
      </button>
    </fetcher.Form>
  );
}
