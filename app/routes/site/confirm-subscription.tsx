import { useEffect, useState } from "react";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { Form } from "#app/components/site/links.tsx";
import { LoadingState, OutcomeState, StatusCard } from "#app/components/site/newsletter/status-card.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { NEWSLETTER_MESSAGES } from "#core/newsletter.ts";
import { confirmSubscription } from "#server/newsletter.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { Route } from "./+types/confirm-subscription";

type Outcome = { status: "success" } | { status: "error"; message: string };

export function meta() {
  return [{ title: "Confirm Subscription" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.trim() || null };
}

/** Before JavaScript loads, the page's button posts here. */
export async function action({ request }: Route.ActionArgs): Promise<Outcome> {
  const result = await confirmSubscription((await readRequestBody(request)).token);
  return result.ok ? { status: "success" } : { status: "error", message: result.message };
}

/**
 * Newsletter confirmation (000 sections 2, 4): loading, then success or error. The confirm call
 * is a POST made by the page, so a mail scanner that merely fetches the link confirms nothing.
 */
function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    token ? actionData : { status: "error", message: NEWSLETTER_MESSAGES.confirmNoToken },
  );

  useEffect(() => {
    if (!token || actionData) return;
    let active = true;
    requestConfirmation(token).then((result) => active && setOutcome(result));
    return () => {
      active = false;
    };
  }, [token, actionData]);

  return (
    <StatusCard>
      {!outcome && (
        <>
          <LoadingState label="Confirming Your Subscription" />
          {!hydrated && token && (
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white">
                Confirm my subscription
              </button>
            </Form>
          )}
        </>
      )}
      {outcome?.status === "success" && (
        <OutcomeState tone="success" title="Subscription Confirmed!">
          <p>
            Thank you for confirming your subscription. You'll now receive our latest updates and insights.
          </p>
        </OutcomeState>
      )}
      {outcome?.status === "error" && (
        <OutcomeState tone="error" title="Confirmation Failed">
          <p>{outcome.message}</p>
        </OutcomeState>
      )}
    </StatusCard>
  );
}

async function requestConfirmation(token: string): Promise<Outcome> {
  try {
    const response = await fetch("/api/newsletter/confirm", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ token }),
    });
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (response.ok) return { status: "success" };
    return { status: "error", message: body?.error?.message || NEWSLETTER_MESSAGES.confirmFailed };
  } catch {
    return { status: "error", message: NEWSLETTER_MESSAGES.unexpected };
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(ConfirmSubscription);
