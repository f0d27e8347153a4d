import { data } from "react-router";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { MessageCenter } from "#app/components/admin/messages/message-center.tsx";
import { keepFormWithAlert, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { CAMPAIGN_MESSAGES } from "#core/campaigns/compose.ts";
import { parseCampaignFilter } from "#core/campaigns/status.ts";
import { pageNumber, recordId } from "#core/list-query.ts";
import { messageCenterAction } from "#server/campaigns/admin-action.ts";
import { getCampaign, listCampaigns } from "#server/campaigns/campaigns.ts";
import { listTemplates } from "#server/campaigns/templates.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/messages";

export function meta() {
  return [{ title: "Message Center | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const user = context.get(userContext);
  const q = (params.get("q") ?? "").slice(0, 200);
  const status = parseCampaignFilter(params.get("status"));
  const open = recordId.safeParse(params.get("campaign"));
  try {
    const [list, templates, detail] = await Promise.all([
      listCampaigns(user, { q, status }),
      // 001 section 7: errors loading templates are ignored (an empty grid).
      listTemplates(user).catch(() => []),
      open.success
        ? getCampaign(
            user,
            open.data,
            params.get("dq") ?? "",
            undefined,
            pageNumber.parse(params.get("rpage") ?? undefined),
          ).catch(() => null)
        : null,
    ]);
    return { q, status, ...list, templates, detail };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] loading campaigns failed:", error);
    throw data({ message: CAMPAIGN_MESSAGES.loadFailed }, { status: 500 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.json().catch(() => ({}));
  return messageCenterAction(context.get(userContext), typeof body === "object" && body ? body : {});
}

/* A request that never got an answer keeps Compose as typed and shows the alert of 001 section 8. */
export const clientAction = keepFormWithAlert((intent) =>
  ["send", "draft", "test"].includes(intent)
    ? CAMPAIGN_MESSAGES.createFailed
    : "The change failed. Please try again.",
);

export const shouldRevalidate = skipRevalidationAfterFailure;

function Messages({ loaderData }: Route.ComponentProps) {
  return <MessageCenter {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback={CAMPAIGN_MESSAGES.loadFailed} />;
}

export default routeComponent(Messages);
