import { Switch } from "radix-ui";
import { useEffect } from "react";
import { data, Form, useFetcher } from "react-router";
import { TwoFactorPanel } from "#app/components/account/two-factor/two-factor-panel.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { PageHeading } from "#app/components/portal/page-heading.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { keepFormOnFailure, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { PREVIEW_REFUSALS } from "#core/portal.ts";
import { NOTIFICATION_PREFERENCES } from "#core/profile.ts";
import { unexpectedFailure } from "#server/action-result.ts";
import { getEnv } from "#server/env.ts";
import { readForm } from "#server/http/read-form.ts";
import { InputError } from "#server/projects/errors.ts";
import { getProfile, updatePreferences } from "#server/projects/profile.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/settings";

const UPDATE_FAILED = "Failed to update settings. Please try again.";

export function meta() {
  return [{ title: "Settings" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const profile = await getProfile(user);
  return { preferences: profile.notificationPreferences, twoFactorEnabled: user.twoFactorEnabled === true };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getEnv().PREVIEW_MODE) {
    return data({ ok: false as const, error: PREVIEW_REFUSALS.settings, fieldErrors: {} }, { status: 403 });
  }
  const form = await readForm(request);
  try {
    // A switch that is off sends nothing: absent means false.
    await updatePreferences(context.get(userContext), Object.fromEntries(form));
    return { ok: true as const };
  } catch (error) {
    if (error instanceof Response) throw error;
    // A value no switch sends (email_updates=maybe) is bad input, not a failure.
    if (error instanceof InputError)
      return data({ ok: false as const, error: error.message }, { status: 400 });
    return unexpectedFailure("[portal] update preferences", error, {
      ok: false as const,
      error: UPDATE_FAILED,
    });
  }
}

/* A request that never got an answer keeps what was typed and shows the alert (001 section 8). */
export const clientAction = keepFormOnFailure((_form) => {
  return { ok: false as const, error: UPDATE_FAILED, fieldErrors: {} };
});

export const shouldRevalidate = skipRevalidationAfterFailure;

function Settings({ loaderData }: Route.ComponentProps) {
  const { preferences, twoFactorEnabled } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) notify.success("Preferences saved successfully!");
    else notify.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);

  return (
    <>
      <PageHeading title="Settings" description="Choose what we send you." />
      <section className={`${cardClass} max-w-2xl`} aria-labelledby="notifications-heading">
        <h2 id="notifications-heading" className="mb-4 text-lg font-semibold">
          Notification Preferences
        </h2>
        <fetcher.Form method="post" className="space-y-5">
          {NOTIFICATION_PREFERENCES.map((item) => (
            <div key={item.key} className="flex items-center justify-between gap-6">
              <div>
                <label htmlFor={item.key} className="font-medium">
                  {item.label}
                </label>
                <p id={`${item.key}-description`} className="text-sm text-neutral-600 dark:text-neutral-300">
                  {item.description}
                </p>
              </div>
              <Switch.Root
                id={item.key}
                name={item.key}
                value="true"
                defaultChecked={preferences[item.key]}
                aria-describedby={`${item.key}-description`}
                className="relative h-6 w-11 shrink-0 rounded-full bg-neutral-400 transition-colors data-[state=checked]:bg-brand-600 motion-reduce:transition-none dark:bg-neutral-600"
              >
                <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px] motion-reduce:transition-none" />
              </Switch.Root>
            </div>
          ))}
          <button type="submit" disabled={saving} className={buttonVariants()}>
            {saving ? "Saving..." : "Save Preferences"}
          </button>
        </fetcher.Form>
      </section>
      <section className={`${cardClass} mt-6 max-w-2xl`} aria-label="Two-factor sign-in">
        <TwoFactorPanel enabled={twoFactorEnabled} />
      </section>
      <section className={`${cardClass} mt-6 max-w-2xl`} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="mb-2 text-lg font-semibold">
          Sessions
        </h2>
        <p className={`text-muted mb-4 text-sm`}>
          Signs you out on every device and browser, this one included.
        </p>
        <Form
          method="post"
          action="/logout"
          onSubmit={(event) => {
            if (!window.confirm("Sign out on every device?")) event.preventDefault();
          }}
        >
          <input type="hidden" name="scope" value="everywhere" />
          <button type="submit" className={buttonVariants({ variant: "secondary" })}>
            Sign Out Everywhere
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(Settings);
