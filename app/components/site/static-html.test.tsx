// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useAppLinks } from "#app/lib/app-links.ts";
import { endHydrationPass } from "#app/lib/hydration-pass.ts";
import { StaticHtml } from "./static-html.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  // The root installs it in the app (root.tsx).
  useAppLinks();
  return (
    <Routes>
      <Route
        path="/"
        element={
          <StaticHtml as="section" id="about">
            <h2>About us</h2>
            <p>
              Read <a href="/about">our story</a> or write to <a href="mailto:hello@agency.test">us</a>.
            </p>
          </StaticHtml>
        }
      />
      <Route path="/about" element={<h1>The about page</h1>} />
    </Routes>
  );
}

const app = (
  <MemoryRouter initialEntries={["/"]}>
    <Page />
  </MemoryRouter>
);

const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("StaticHtml", () => {
  it("keeps the server's nodes at hydration and routes its links on the client", async () => {
    const container = document.createElement("div");
    // What the server sends (there, with no document, StaticHtml renders its children).
    container.innerHTML =
      '<section id="about" data-app-links=""><h2>About us</h2><p>Read <a href="/about">our story</a> or write to <a href="mailto:hello@agency.test">us</a>.</p></section>';
    document.body.append(container);
    const heading = container.querySelector("h2");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    endHydrationPass();
    expect(container.querySelector("h2")).toBe(heading);
    expect(hasFiber(container.querySelector("section") as Element)).toBe(true);
    expect(hasFiber(heading as Element)).toBe(false);

    await act(async () => {
      container.querySelector<HTMLAnchorElement>('a[href="/about"]')?.click();
    });
    expect(container.querySelector("h1")?.textContent).toBe("The about page");
    act(() => root?.unmount());
  });

  it("renders its children when mounted after hydration", async () => {
    endHydrationPass();
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(app));
    expect(container.querySelector("h2")?.textContent).toBe("About us");
    expect(hasFiber(container.querySelector("h2") as Element)).toBe(true);
    act(() => root.unmount());
  });
});
