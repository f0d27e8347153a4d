import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef } from "react";
import { LocalTime } from "#app/components/ui/local-time.tsx";

export type ThreadItem = {
  id: string;
  content: string;
  sentAt: string | Date;
  mine: boolean;
  senderName: string;
  projectName: string | null;
};

/** A conversation: the reader's own messages on the right in red, the others' on the left. */
export function MessageThread({
  messages,
  emptyText,
  label,
  actions,
}: {
  messages: ThreadItem[];
  emptyText: string;
  label: string;
  /** Controls for one message (the admin's delete), shown under it. */
  actions?: (message: ThreadItem) => ReactNode;
}) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView({ block: "nearest" });
  }, [last]);

  if (messages.length === 0) {
    return <p className="py-12 text-center text-neutral-600 dark:text-neutral-300">{emptyText}</p>;
  }
  return (
    <div role="log" aria-label={label} aria-live="polite">
      <ol className="space-y-3">
        {messages.map((m) => (
          <li key={m.id} className={clsx("flex", m.mine ? "justify-end" : "justify-start")}>
            <div
              className={clsx(
                "max-w-[80%] rounded-2xl px-4 py-2 shadow-sm",
                m.mine
                  ? "rounded-br-sm bg-brand-600 text-white"
                  : "rounded-bl-sm bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100",
              )}
            >
              {!m.mine && <p className="text-xs font-semibold">{m.senderName}</p>}
              <p className="whitespace-pre-wrap break-words">{m.content}</p>
              <p
                className={clsx(
                  "mt-1 text-xs",
                  m.mine ? "text-white" : "text-neutral-600 dark:text-neutral-300",
                )}
              >
                {m.projectName && <span>{m.projectName} · </span>}
                <LocalTime value={m.sentAt} />
              </p>
              {actions?.(m)}
            </div>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}
