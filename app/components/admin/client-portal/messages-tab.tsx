import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { MessageComposer } from "#app/components/portal/messages/message-composer.tsx";
import { MessageThread } from "#app/components/portal/messages/message-thread.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import type { Conversation, ThreadMessage } from "#server/projects/messages.ts";
import { DeleteButton, useDeleteResult } from "./delete-button.tsx";

type Selected = {
  client: { id: string; email: string; name: string };
  messages: ThreadMessage[];
  projects: { id: string; name: string }[];
} | null;

/** Every client's conversation: the list, the selected thread, and the answer box. */
export function MessagesTab({
  conversations,
  selected,
  opened,
  searching,
}: {
  conversations: Conversation[];
  selected: Selected;
  /** The admin chose this conversation; one shown by default is not marked read. */
  opened: boolean;
  searching: boolean;
}) {
  useDeleteResult("delete-message");
  const markRead = useFetcher();
  const marked = useRef<string | null>(null);
  const lastUnread =
    selected?.messages.filter((m) => !m.mine && !m.isRead && m.recipientId === null).at(-1)?.id ?? null;
  // Reading a conversation the admin opened marks the client's messages read (once per newest
  // unread message), and only while the page is in view: one arriving in a background tab stays unread.
  useEffect(() => {
    if (!opened || !selected || !lastUnread) return;
    const clientId = selected.client.id;
    const mark = () => {
      if (document.visibilityState !== "visible" || marked.current === lastUnread) return;
      marked.current = lastUnread;
      void markRead.submit({ intent: "mark-read", clientId }, { method: "post" });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [opened, selected, lastUnread, markRead.submit]);

  if (conversations.length === 0 && !selected) {
    return (
      <p className="py-12 text-center text-neutral-600 dark:text-neutral-300">
        {searching ? "No conversations found" : "No messages yet"}
      </p>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <nav aria-label="Conversations">
        <ul className="space-y-1">
          {conversations.map((c) => (
            <li key={c.clientId}>
              <Link
                to={`?tab=messages&client=${c.clientId}`}
                aria-current={selected?.client.id === c.clientId ? "true" : undefined}
                className={clsx(
                  "block rounded-md p-3 text-sm",
                  selected?.client.id === c.clientId
                    ? "bg-neutral-100 dark:bg-neutral-800"
                    : "hover:bg-neutral-50 dark:hover:bg-neutral-900",
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold">{c.name}</span>
                  {c.unread > 0 && (
                    <span className="rounded-full bg-brand-600 px-2 text-xs font-bold text-white">
                      {c.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </span>
                <span className="block truncate text-neutral-600 dark:text-neutral-300">{c.email}</span>
                <span className="block truncate text-neutral-700 dark:text-neutral-300">{c.lastContent}</span>
                <span className="block text-xs text-neutral-600 dark:text-neutral-300">
                  <LocalTime value={c.lastAt} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label="Conversation" className="flex min-h-80 flex-col gap-4">
        {selected ? (
          <>
            <h2 className="text-lg font-semibold">
              {selected.client.name}{" "}
              <span className="text-sm font-normal text-neutral-600 dark:text-neutral-300">
                {selected.client.email}
              </span>
            </h2>
            <div className="max-h-[55vh] flex-1 overflow-y-auto pr-1">
              <MessageThread
                messages={selected.messages}
                label={`Conversation with ${selected.client.name}`}
                emptyText="No messages yet. Start a conversation!"
                actions={(m) => (
                  <div className="mt-1 flex justify-end">
                    <DeleteButton
                      intent="delete-message"
                      field="messageId"
                      id={m.id}
                      label={`Delete the message of ${m.senderName}: ${m.content.slice(0, 40)}`}
                      question="Are you sure you want to delete this message?"
                      className={clsx(
                        "inline-flex items-center gap-1 rounded px-1 text-xs underline-offset-2 hover:underline",
                        m.mine ? "text-white" : "text-neutral-700 dark:text-neutral-200",
                      )}
                    />
                  </div>
                )}
              />
            </div>
            <MessageComposer
              key={selected.client.id}
              projects={selected.projects}
              intent="reply"
              hidden={{ clientId: selected.client.id }}
              failureText="Failed to send message. Please try again."
            />
          </>
        ) : (
          <p className="py-12 text-center text-neutral-600 dark:text-neutral-300">Select a conversation</p>
        )}
      </section>
    </div>
  );
}
