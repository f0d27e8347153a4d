import { useEffect, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { PageHeading } from "#app/components/portal/page-heading.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { Field, labelClass } from "#app/components/ui/field.tsx";
import { InputField } from "#app/components/ui/form-fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { notify } from "#app/components/ui/toaster.tsx";
import { keepFormOnFailure, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { PREVIEW_REFUSALS } from "#core/portal.ts";
import { unexpectedFailure } from "#server/action-result.ts";
import { getEnv } from "#server/env.ts";
import { readForm } from "#server/http/read-form.ts";
import { InputError } from "#server/projects/errors.ts";
import { getProfile, updateProfile } from "#server/projects/profile.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/profile";

const UPDATE_FAILED = "Failed to update profile. Please try again.";

export function meta() {
  return [{ title: "Profile" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await getProfile(context.get(userContext));
  return { profile };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getEnv().PREVIEW_MODE) {
    return data({ ok: false as const, error: PREVIEW_REFUSALS.profile, fieldErrors: {} }, { status: 403 });
  }
  const form = await readForm(request);
  try {
    // Only the acting user's own profile can be written: no id is read from the form.
    await updateProfile(context.get(userContext), {
      fullName: form.get("fullName") ?? "",
      company: form.get("company") ?? "",
      phone: form.get("phone") ?? "",
    });
    return { ok: true as const };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof InputError) {
      return data(
        { ok: false as const, error: UPDATE_FAILED, fieldErrors: error.fieldErrors },
        { status: 400 },
      );
    }
    return unexpectedFailure("[portal] update profile", error, {
      ok: false as const,
      error: UPDATE_FAILED,
      fieldErrors: {},
    });
  }
}

const fields = [
  { name: "fullName", label: "Full Name", autoComplete: "name", type: "text" },
  { name: "company", label: "Company", autoComplete: "organization", type: "text" },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel" },
] as const;

/* A request that never got an answer keeps what was typed and shows the alert (001 section 8). */
export const clientAction = keepFormOnFailure((_form) => {
  return { ok: false as const, error: UPDATE_FAILED, fieldErrors: {} };
});

export const shouldRevalidate = skipRevalidationAfterFailure;

function Profile({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const [editing, setEditing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const saving = fetcher.state !== "idle";
  const fieldErrors: Record<string, string> =
    (fetcher.data && !fetcher.data.ok && fetcher.data.fieldErrors) || {};

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      setEditing(false);
      notify.success("Profile updated successfully!");
    } else {
      notify.error(fetcher.data.error);
    }
  }, [fetcher.state, fetcher.data]);

  function cancel() {
    form.current?.reset();
    setEditing(false);
  }

  return (
    <>
      <PageHeading title="Profile" description="How we address you and reach you." />
      <section className={`${cardClass} max-w-2xl`}>
        {editing ? (
          <fetcher.Form method="post" ref={form} className="space-y-5">
            {fields.map((field) => (
              <InputField
                key={field.name}
                id={field.name}
                label={field.label}
                error={fieldErrors[field.name]}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={profile[field.name] ?? ""}
              />
            ))}
            <Field id="email" label="Email" hint="Email cannot be changed from this portal">
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  value={profile.email}
                  readOnly
                  className="bg-neutral-100 dark:bg-neutral-800"
                />
              )}
            </Field>
            <div className="flex gap-3">
              <button type="submit" disabled={saving} className={buttonVariants()}>
                {saving ? "Saving..." : "Save Changes"}
              </button>
              <button
                type="button"
                onClick={cancel}
                disabled={saving}
                className={buttonVariants({ variant: "secondary" })}
              >
                Cancel
              </button>
            </div>
          </fetcher.Form>
        ) : (
          <div className="space-y-5">
            <dl className="space-y-4">
              {fields.map((field) => (
                <div key={field.name}>
                  <dt className={labelClass}>{field.label}</dt>
                  <dd>
                    {profile[field.name] || (
                      <span className="text-neutral-600 dark:text-neutral-300">Not set</span>
                    )}
                  </dd>
                </div>
              ))}
              <div>
                <dt className={labelClass}>Email</dt>
                <dd>{profile.email}</dd>
                <dd className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
                  Email cannot be changed from this portal
                </dd>
              </div>
            </dl>
            <button type="button" onClick={() => setEditing(true)} className={buttonVariants()}>
              Edit Profile
            </button>
          </div>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(Profile);
