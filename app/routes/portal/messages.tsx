import { useEffect, useRef } from "react";
import { data, useFetcher } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { MessageComposer } from "#app/components/portal/messages/message-composer.tsx";
import { MessageThread } from "#app/components/portal/messages/message-thread.tsx";
import { PageHeading } from "#app/components/portal/page-heading.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { keepFormOnFailure, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { PREVIEW_REFUSALS } from "#core/portal.ts";
import { unexpectedFailure } from "#server/action-result.ts";
import { getEnv } from "#server/env.ts";
import { readForm } from "#server/http/read-form.ts";
import { InputError } from "#server/projects/errors.ts";
import { listClientMessages, markClientMessagesRead, sendClientMessage } from "#server/projects/messages.ts";
import { listClientProjects } from "#server/projects/portal.ts";
import { readOr } from "#server/projects/read-or.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/messages";

const SEND_FAILED = "Failed to send message. Please try again.";

export function meta() {
  return [{ title: "Messages" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const [messages, projects] = await Promise.all([
    readOr("messages", [], () => listClientMessages(user)),
    readOr("projects", [], () => listClientProjects(user)),
  ]);
  return {
    messages,
    projects: projects.map((p) => ({ id: p.id, name: p.name })),
    lastUnreadId: messages.filter((m) => !m.mine && !m.isRead).at(-1)?.id ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getEnv().PREVIEW_MODE) {
    return data({ ok: false as const, error: PREVIEW_REFUSALS.message, fieldErrors: {} }, { status: 403 });
  }
  const user = context.get(userContext);
  const form = await readForm(request);
  if (form.get("intent") === "mark-read") {
    await markClientMessagesRead(user);
    return { ok: true as const };
  }
  try {
    await sendClientMessage(user, {
      content: form.get("content") ?? "",
      projectId: form.get("projectId") ?? "",
    });
    return { ok: true as const };
  } catch (error) {
    // Bad input, and a project that is not theirs (the access check's 404), are refusals: 400 with
    // the page's text. Any other thrown Response passes through.
    if (error instanceof InputError || (error instanceof Response && error.status === 404))
      return data({ ok: false as const, error: SEND_FAILED }, { status: 400 });
    if (error instanceof Response) throw error;
    return unexpectedFailure("[portal] send message", error, { ok: false as const, error: SEND_FAILED });
  }
}

/* A request that never got an answer keeps what was typed and shows the alert (001 section 8). */
export const clientAction = keepFormOnFailure((form) => {
  const intent = String(form.get("intent") ?? "");
  // Marking read fails quietly; it is tried again on the next visit.
  if (intent === "mark-read") return { ok: true as const };
  return { ok: false as const, error: SEND_FAILED, fieldErrors: {} };
});

export const shouldRevalidate = skipRevalidationAfterFailure;

function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, projects, lastUnreadId } = loaderData;
  const markRead = useFetcher();
  const marked = useRef<string | null>(null);
  // Seeing the conversation reads the agency's answers (the header badge counts unread ones);
  // once per newest unread message, so a failure cannot loop.
  useEffect(() => {
    if (!lastUnreadId || marked.current === lastUnreadId) return;
    marked.current = lastUnreadId;
    void markRead.submit({ intent: "mark-read" }, { method: "post" });
  }, [lastUnreadId, markRead.submit]);

  return (
    <>
      <PageHeading title="Messages" description="Write to the team about any of your projects." />
      <section className={`${cardClass} flex flex-col gap-4`}>
        <div className="max-h-[60vh] min-h-64 overflow-y-auto pr-1">
          <MessageThread
            messages={messages}
            label="Conversation with the agency"
            emptyText="No messages yet. Start a conversation!"
          />
        </div>
        <MessageComposer projects={projects} failureText={SEND_FAILED} />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(Messages);
