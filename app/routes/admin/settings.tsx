import { data } from "react-router";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { BackupTab } from "#app/components/admin/settings/backup-tab.tsx";
import { isFieldTab } from "#app/components/admin/settings/fields.ts";
import { SecurityTab } from "#app/components/admin/settings/security-tab.tsx";
import { SettingsForm } from "#app/components/admin/settings/settings-form.tsx";
import { SettingsTabNav } from "#app/components/admin/settings/tab-nav.tsx";
import { TestEmailButton } from "#app/components/admin/settings/test-email-button.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { keepFormWithAlert, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { isSecretKey, parseSettingsTab } from "#core/settings-schema.ts";
import { actionFailure, actionInvalid, actionOk } from "#server/action-result.ts";
import { getEnv } from "#server/env.ts";
import { readForm } from "#server/http/read-form.ts";
import {
  applyImport,
  loadAdminSettings,
  previewImport,
  resetSettings,
  saveSettings,
} from "#server/settings/save.ts";
import { loadSecurity, settingsSecurityAction } from "#server/settings/security.ts";
import { sendTestEmail } from "#server/settings/test-email.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Settings | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const url = new URL(request.url);
  const tab = parseSettingsTab(url.searchParams.get("tab"));
  try {
    const { secretMasks, ...settings } = await loadAdminSettings(user);
    const security = tab === "security" ? await loadSecurity(user, request, url.searchParams) : null;
    return { tab, settings, secretMasks, security, readOnly: getEnv().PREVIEW_MODE };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] loading settings failed:", error);
    const message = error instanceof Error ? error.message : "unknown error";
    throw data({ message: `Failed to load settings: ${message}` }, { status: 500 });
  }
}

const SAVE_FAILED = "the server could not save them. Please try again.";

type Body = { intent?: unknown; values?: unknown; text?: unknown; clearSecrets?: unknown };

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const isJson = request.headers.get("content-type")?.includes("application/json");
  const raw: unknown = isJson
    ? await request.json().catch(() => ({}))
    : Object.fromEntries(await readForm(request));
  // JSON null, a number or a list is no form at all: an unknown action (400), never a 500.
  const body: Body = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  const intent = typeof body.intent === "string" ? body.intent : "";
  const text = typeof body.text === "string" ? body.text : "";
  try {
    switch (intent) {
      case "save":
        await saveSettings(user, body.values, {
          clearSecrets: Array.isArray(body.clearSecrets) ? body.clearSecrets.filter(isSecretKey) : [],
        });
        return actionOk(intent, "Settings saved successfully!");
      case "import-preview":
        return { ...actionOk(intent, "File read"), changes: await previewImport(user, text) };
      case "import-apply": {
        const changes = await applyImport(user, text);
        return actionOk(intent, `Imported ${changes.length} setting(s)`);
      }
      case "test-email": {
        // An SMTP failure is an answer in words (200), not a server error.
        const result = await sendTestEmail(user);
        return result.ok
          ? actionOk(intent, result.message)
          : { ok: false as const, intent, error: result.message };
      }
      case "reset":
        await resetSettings(user);
        return actionOk(intent, "Every setting is back to its default");
      default:
        return (
          (await settingsSecurityAction(user, request, intent, body)) ??
          actionInvalid(intent, "Unknown action")
        );
    }
  } catch (error) {
    // The unsaved bar's banner reads 'Failed to save settings: {message}' (001 section 8).
    return actionFailure(error, intent, intent === "save" ? SAVE_FAILED : "Failed to save settings");
  }
}

/* A request that never got an answer keeps the edits and the unsaved bar, with the save banner. */
export const clientAction = keepFormWithAlert((intent, reason) =>
  intent === "save" ? reason : `Failed to save settings: ${reason}`,
);

export const shouldRevalidate = skipRevalidationAfterFailure;

function SettingsPage({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation(["app_settings", "admin_invitations"]);
  const { tab, settings, secretMasks, security, readOnly } = loaderData;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Site details, e-mail, integrations, features, SEO, backups and admins."
      />
      <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
        <SettingsTabNav current={tab} />
        <div className="min-w-0">
          <div hidden={!isFieldTab(tab)}>
            <SettingsForm
              tab={isFieldTab(tab) ? tab : "general"}
              saved={settings}
              secretMasks={secretMasks}
            />
            {tab === "email" && <TestEmailButton readOnly={readOnly} />}
          </div>
          {tab === "backup" && (
            <div className="mt-4">
              <BackupTab readOnly={readOnly} />
            </div>
          )}
          {tab === "security" && security && <SecurityTab data={security} />}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to load settings: unknown error" />;
}

export default routeComponent(SettingsPage);
