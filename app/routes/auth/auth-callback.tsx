import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ErrorBox } from "#app/components/auth/form-message.tsx";
import { Link } from "#app/components/site/links.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { callbackErrorMessage } from "#core/auth-messages.ts";
import { callbackDestination } from "#core/auth-rules.ts";
import { getUser } from "#server/session.ts";
import type { Route } from "./+types/auth-callback";

export function meta() {
  return [{ title: "Completing Sign In" }, { name: "robots", content: "noindex" }];
}

/**
 * The return address of Google sign-in and of the confirmation link. Better Auth has already set
 * the session cookie (or added ?error=); this decides where the user goes next (000 §2).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("error")) return { error: callbackErrorMessage(params.get("via")), destination: null };
  const user = await getUser(request);
  const destination = callbackDestination(user, params.get("via"), params.get("redirectTo"));
  return { error: null, destination };
}

function AuthCallback({ loaderData }: Route.ComponentProps) {
  const { error, destination } = loaderData;
  const navigate = useNavigate();
  useEffect(() => {
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);

  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight">{error ? "Sign In Failed" : "Completing Sign In"}</h1>
      {error ? (
        <>
          <ErrorBox className="w-full text-left">
            <p>{error}</p>
          </ErrorBox>
          <Link to="/login" className={buttonVariants({ variant: "link", size: "inline" })}>
            Back to sign in
          </Link>
        </>
      ) : (
        <>
          <Spinner label="Completing sign in..." />
          {/* Without JavaScript the page stays here; this link finishes the step. */}
          <noscript>
            <a href={destination ?? "/login"} className={buttonVariants({ variant: "link", size: "inline" })}>
              Continue
            </a>
          </noscript>
        </>
      )}
    </main>
  );
}

export default routeComponent(AuthCallback);
