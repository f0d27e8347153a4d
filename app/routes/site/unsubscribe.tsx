import { type FormEvent, useState } from "react";
import { data } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { LoadingState, OutcomeState, StatusCard } from "#app/components/site/newsletter/status-card.tsx";
import { UnsubscribeForm } from "#app/components/site/newsletter/unsubscribe-form.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { NEWSLETTER_MESSAGES } from "#core/newsletter.ts";
import { findUnsubscribeAddress, unsubscribe } from "#server/newsletter.ts";
import { isOneClickUnsubscribe } from "../../lib/one-click.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/unsubscribe";

type View =
  | { status: "loading" }
  | { status: "confirm"; token: string; email: string }
  | { status: "success"; email: string; already?: boolean }
  | { status: "error"; message: string };

export function meta() {
  return [{ title: "Unsubscribe" }, { name: "robots", content: "noindex" }];
}

/** Looks the token up, so the confirm step shows the address that will really be removed. */
export async function loader({ request }: Route.LoaderArgs): Promise<View> {
  const token = new URL(request.url).searchParams.get("token")?.trim();
  if (!token) return { status: "error", message: NEWSLETTER_MESSAGES.unsubscribeNoToken };
  try {
    const found = await findUnsubscribeAddress(token);
    if (!found) return { status: "error", message: NEWSLETTER_MESSAGES.unsubscribeNoToken };
    if (found.already) return { status: "success", email: found.email, already: true };
    return { status: "confirm", token, email: found.email };
  } catch {
    return { status: "error", message: NEWSLETTER_MESSAGES.unsubscribeInvalid };
  }
}

/**
 * The confirm step's form before JavaScript loads, and the RFC 8058 one-click POST that mail
 * providers send to this same address (body `List-Unsubscribe=One-Click`, token in the query).
 */
export async function action({ request }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const campaign = params.get("c") ?? undefined;
  const result = await unsubscribe(isOneClickUnsubscribe(body) ? { token } : body, undefined, campaign);
  const view: View = result.ok
    ? { status: "success", email: result.email, already: result.already }
    : { status: "error", message: result.message };
  return data(view, { status: result.ok ? 200 : result.status });
}

/** Newsletter unsubscribe (000 sections 2, 4, 5, 7, 8): loading, confirm, success, error. */
function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const [view, setView] = useState<View>(actionData ?? loaderData);
  const shown = actionData ?? view;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (shown.status !== "confirm") return;
    event.preventDefault();
    const { email } = shown;
    const form = new FormData(event.currentTarget);
    setView({ status: "loading" });
    try {
      // A campaign's link carries its id (c), so the unsubscribe counts for that campaign.
      const campaign = new URLSearchParams(window.location.search).get("c");
      const endpoint = `/api/newsletter/unsubscribe${campaign ? `?c=${encodeURIComponent(campaign)}` : ""}`;
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          token: form.get("token"),
          reason: form.get("reason") ?? "",
          feedback: form.get("feedback") ?? "",
        }),
      });
      // Any successful status means success (000 section 7).
      setView(
        response.ok
          ? { status: "success", email }
          : { status: "error", message: NEWSLETTER_MESSAGES.unsubscribeFailed },
      );
    } catch {
      setView({ status: "error", message: NEWSLETTER_MESSAGES.unsubscribeUnexpected });
    }
  }

  return (
    <StatusCard>
      {shown.status === "loading" && <LoadingState label="Processing Your Request" />}
      {shown.status === "confirm" && (
        <UnsubscribeForm token={shown.token} email={shown.email} onSubmit={onSubmit} />
      )}
      {shown.status === "success" && shown.already && (
        <OutcomeState tone="success" title="Already Unsubscribed">
          <p>
            <strong className="break-all">{shown.email}</strong> is already off our newsletter list. You won't
            receive any more newsletters from us.
          </p>
        </OutcomeState>
      )}
      {shown.status === "success" && !shown.already && (
        <OutcomeState tone="success" title="You've Been Unsubscribed">
          <p>
            <strong className="break-all">{shown.email}</strong> will no longer receive our newsletter. We're
            sorry to see you go.
          </p>
        </OutcomeState>
      )}
      {shown.status === "error" && (
        <OutcomeState tone="error" title="Something Went Wrong">
          <p>{shown.message}</p>
        </OutcomeState>
      )}
    </StatusCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(Unsubscribe);
