// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SETTINGS_DEFAULTS, type Settings } from "#core/settings-defaults.ts";
import { SECRET_SETTING_KEYS, type SecretSettingKey } from "#core/settings-schema.ts";
import { SettingsForm } from "./settings-form.tsx";

afterEach(cleanup);

const masks = Object.fromEntries(SECRET_SETTING_KEYS.map((k) => [k, ""])) as Record<SecretSettingKey, string>;

/** A settings route whose server stores one field in its own form, as legal texts follow the name. */
function stub(store: (sent: Settings) => Settings, answer: () => { ok: boolean } = () => ({ ok: true })) {
  let saved: Settings = { ...SETTINGS_DEFAULTS, siteName: "Ardent", metaTitle: "Ardent | Home" };
  return createRoutesStub([
    {
      path: "/",
      loader: () => saved,
      Component() {
        const data = useLoaderData() as Settings;
        return <SettingsForm tab="general" saved={data} secretMasks={masks} />;
      },
      action: async ({ request }) => {
        const { values } = (await request.json()) as { values: Settings };
        const result = answer();
        if (result.ok) saved = store(values);
        return result.ok ? { ok: true, intent: "save", message: "saved" } : { ok: false, error: "refused" };
      },
    },
  ]);
}

describe("the settings form after a save", () => {
  it("takes the values as the server stored them, and says it saved", async () => {
    // The server rewrites a field the admin did not touch (a default text following the site name).
    const Stub = stub((sent) => ({ ...sent, metaTitle: `${sent.siteName} | Home` }));
    render(<Stub initialEntries={["/"]} />);
    fireEvent.change(await screen.findByLabelText("Site Name"), { target: { value: "Northwind" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Settings saved successfully!")).toBeTruthy();
    expect(screen.queryByText("You have unsaved changes")).toBeNull();
  });

  it("keeps what the admin typed when the save is refused", async () => {
    const Stub = stub(
      (sent) => sent,
      () => ({ ok: false }),
    );
    render(<Stub initialEntries={["/"]} />);
    const name = await screen.findByLabelText("Site Name");
    fireEvent.change(name, { target: { value: "Northwind" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(/Failed to save settings/)).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe("Northwind");
    expect(screen.getByText("You have unsaved changes")).toBeTruthy();
  });
});
