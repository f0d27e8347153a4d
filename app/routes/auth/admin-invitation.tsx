import { data, redirect } from "react-router";
import { Link } from "#app/components/site/links.tsx";
import { PageMain } from "#app/components/site/page-hero.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { ActionError } from "#server/admin-access.ts";
import { acceptInvitation } from "#server/admin-users.ts";
import { getUser, loginRedirect } from "#server/session.ts";
import type { Route } from "./+types/admin-invitation";

/**
 * The link of an admin invitation: signed in with the invited address, the person becomes an
 * admin and lands in the back office; otherwise sign-in (or sign-up) comes first and returns here.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) {
    throw loginRedirect(request);
  }
  try {
    await acceptInvitation(user, params.token);
  } catch (error) {
    if (error instanceof ActionError) return data({ message: error.message }, { status: error.status });
    throw error;
  }
  throw redirect("/admin");
}

export function meta() {
  return [{ title: "Admin invitation" }, { name: "robots", content: "noindex" }];
}

function AdminInvitation({ loaderData }: Route.ComponentProps) {
  return (
    <PageMain>
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Admin invitation</h1>
        <p role="alert">{loaderData.message}</p>
        <Link to="/" className="underline">
          Back to the home page
        </Link>
      </div>
    </PageMain>
  );
}

export default routeComponent(AdminInvitation);
