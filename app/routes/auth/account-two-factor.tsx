import { data } from "react-router";
import { TwoFactorPanel } from "#app/components/account/two-factor/two-factor-panel.tsx";
import { Link } from "#app/components/site/links.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { destinationAfterSignIn, safeRedirectPath } from "#core/auth-rules.ts";
import { adminTwoFactorRequired, type TwoFactorResult, twoFactorAction } from "#server/auth/two-factor.ts";
import { readForm } from "#server/http/read-form.ts";
import { requireUser } from "#server/session.ts";
import type { Route } from "./+types/account-two-factor";

export function meta() {
  return [{ title: "Two-factor sign-in" }, { name: "robots", content: "noindex" }];
}

/**
 * The account's second factor, for any signed-in user; where the admin guard sends an admin who
 * must set one up (server/session.ts). Signed in is enough here: the admin guard would loop.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const required = user.isAdmin && (await adminTwoFactorRequired());
  return {
    enabled: user.twoFactorEnabled === true,
    required,
    next: destinationAfterSignIn(user, safeRedirectPath(params.get("redirectTo"))),
  };
}

/** The panel's writes, from this page, the admin Security tab and the portal's Settings. */
export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const { result, status, headers } = await twoFactorAction(request, await readForm(request));
  return data<TwoFactorResult>(result, { status, headers });
}

function AccountTwoFactor({ loaderData }: Route.ComponentProps) {
  const { enabled, required, next } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Two-factor sign-in</h1>
      {required && !enabled && (
        <Notice tone="error" className="mt-6">
          Two-factor sign-in is required for every admin. Set it up here to continue to the back office.
        </Notice>
      )}
      <section className={`${cardClass} mt-6`}>
        <TwoFactorPanel enabled={enabled} />
      </section>
      {(enabled || !required) && (
        <Link to={next} className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
          Continue
        </Link>
      )}
    </main>
  );
}

export default routeComponent(AccountTwoFactor);
