import { expect, it, vi } from "vitest";
import { SETTINGS_DEFAULTS } from "../../../core/settings-defaults.ts";
import { actionAnswer, adminRouteArgs } from "../../../tests/support/admin-route.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import * as settingsRoute from "./settings.tsx";
import * as exportRoute from "./settings-export.ts";

const testDb = useTestDatabase();

function args(path: string, body?: unknown) {
  const post =
    body === undefined
      ? undefined
      : new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
  return adminRouteArgs(path, post);
}

it("saves through the action and never sends the secret back to the browser", async () => {
  const saved = await actionAnswer(
    await settingsRoute.action(
      args("/admin/settings", {
        intent: "save",
        values: { ...SETTINGS_DEFAULTS, sendgridKey: "SG.top-secret-5678", smtpPassword: "top-secret-smtp" },
      }),
    ),
  );
  expect(saved).toEqual({
    status: 200,
    body: { ok: true, intent: "save", message: "Settings saved successfully!" },
  });
  const data = await settingsRoute.loader(args("/admin/settings?tab=api"));
  expect(data.tab).toBe("api");
  expect(data.secretMasks).toEqual({ sendgridKey: "••••••••5678", smtpPassword: "••••••••" });
  expect(JSON.stringify(data)).not.toContain("top-secret");
  // Clearing the SMTP password through the action (for a server that needs no login).
  await settingsRoute.action(
    args("/admin/settings", {
      intent: "save",
      values: SETTINGS_DEFAULTS,
      clearSecrets: ["smtpPassword", "siteName"],
    }),
  );
  const after = await settingsRoute.loader(args("/admin/settings?tab=email"));
  expect(after.secretMasks).toEqual({ sendgridKey: "••••••••5678", smtpPassword: "" });
});

it("answers bad input with 400 and the hint, never a 500", async () => {
  const bad = await actionAnswer(
    await settingsRoute.action(
      args("/admin/settings", {
        intent: "save",
        values: { ...SETTINGS_DEFAULTS, googleAnalyticsId: "12345" },
      }),
    ),
  );
  expect(bad).toEqual({
    status: 400,
    body: { ok: false, intent: "save", error: "Google Analytics ID must look like G-XXXXXXXXXX" },
  });
  const badImport = await actionAnswer(
    await settingsRoute.action(args("/admin/settings", { intent: "import-preview", text: "{" })),
  );
  expect(badImport.status).toBe(400);
});

it("answers a JSON body that is not an object with 400, never a 500", async () => {
  for (const body of [null, 5, ["save"]]) {
    const answer = await actionAnswer(await settingsRoute.action(args("/admin/settings", body)));
    expect(answer).toEqual({ status: 400, body: { ok: false, intent: "", error: "Unknown action" } });
  }
});

it("answers a failed save with the banner's message, not 'Failed to save settings' twice", async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  await testDb.withoutTable("app_settings", async () => {
    const answer = await actionAnswer(
      await settingsRoute.action(args("/admin/settings", { intent: "save", values: SETTINGS_DEFAULTS })),
    );
    expect(answer).toEqual({
      status: 503,
      body: { ok: false, intent: "save", error: "the server could not save them. Please try again." },
    });
  });
});

it("downloads settings_{date}.json", async () => {
  const response = (await exportRoute.loader(args("/admin/settings/export"))) as Response;
  expect(response.headers.get("Content-Disposition")).toMatch(
    /attachment; filename="settings_\d{4}-\d{2}-\d{2}\.json"/,
  );
  const keys = Object.keys(await response.json());
  expect(keys).not.toContain("sendgridKey");
  expect(keys).not.toContain("smtpPassword");
});

it("shows the current user as 'Super Admin', Active on the security tab", async () => {
  const data = await settingsRoute.loader(args("/admin/settings?tab=security"));
  expect(data.security?.me).toMatchObject({ role: "Super Admin", status: "Active" });
});
