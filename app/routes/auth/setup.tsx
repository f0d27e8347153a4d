import { data, Form, redirect, useNavigation } from "react-router";
import { PageMain } from "#app/components/site/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { PASSWORD_MIN_LENGTH } from "#core/auth-rules.ts";
import { firstAdminSchema, SETUP_USED_MESSAGE } from "#core/first-admin-schema.ts";
import { adminExists, createFirstAdmin, SetupRefused, setupTokenValid } from "#server/auth/first-admin.ts";
import { signInWithPassword } from "#server/auth/flows.ts";
import { readForm } from "#server/http/read-form.ts";
import type { Route } from "./+types/setup";

/**
 * /setup explains where the one-time link is (the server printed it at start while no admin
 * existed); /setup/:token is that link: a form that creates the owner account and signs in.
 * Once an admin exists, both lead to sign-in.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (await adminExists()) throw redirect("/login");
  if (!params.token) return { state: "explain" as const };
  return { state: (await setupTokenValid(params.token)) ? ("form" as const) : ("used" as const) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = firstAdminSchema.safeParse({ ...fields, password: form.get("password") ?? "" });
  if (!parsed.success) return data({ error: parsed.error.issues[0].message, fields }, { status: 400 });
  try {
    await createFirstAdmin(params.token ?? "", { ...parsed.data, name: parsed.data.name || undefined });
  } catch (error) {
    if (error instanceof SetupRefused) return data({ error: error.message, fields }, { status: 409 });
    console.error("[setup] creating the owner account failed:", error);
    return data({ error: "Something went wrong. Please try again.", fields }, { status: 503 });
  }
  const signedIn = await signInWithPassword(request, parsed.data);
  // The account exists either way; without a session the owner signs in as usual.
  throw redirect(signedIn.ok ? "/admin" : "/login", { headers: signedIn.headers });
}

export function meta() {
  return [{ title: "Set up the owner account" }, { name: "robots", content: "noindex" }];
}

function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <PageMain>
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col justify-center gap-6 px-4 py-16">
        <h1 className="text-3xl font-bold">Set up the owner account</h1>
        {loaderData.state === "form" ? (
          <Form method="post" className="flex flex-col gap-4">
            <p className="text-neutral-700 dark:text-neutral-300">
              This account is the back office's first admin. The link works once.
            </p>
            {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
            <Field label="Name">
              {(control) => (
                <Input {...control} name="name" autoComplete="name" defaultValue={actionData?.fields.name} />
              )}
            </Field>
            <Field label="Email">
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  defaultValue={actionData?.fields.email}
                />
              )}
            </Field>
            <Field label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`}>
              {(control) => (
                <Input
                  {...control}
                  name="password"
                  type="password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  autoComplete="new-password"
                />
              )}
            </Field>
            <Button type="submit" disabled={busy}>
              {busy ? "Creating..." : "Create owner account"}
            </Button>
          </Form>
        ) : (
          <div className="flex flex-col gap-3 text-neutral-700 dark:text-neutral-300">
            {loaderData.state === "used" && <Notice tone="error">{SETUP_USED_MESSAGE}</Notice>}
            <p>
              No admin account exists yet. When the server started, it printed a one-time link that creates
              the owner account, in its output: the terminal where <code>npm start</code> runs, or your host's
              logs. Look for “Create the owner account with this one-time link”.
            </p>
            <p>
              Restarting the server prints a new link. For scripts, <code>npm run user:create</code> still
              creates accounts from the command line (README, “The first admin”).
            </p>
          </div>
        )}
      </div>
    </PageMain>
  );
}

export default routeComponent(Setup);
