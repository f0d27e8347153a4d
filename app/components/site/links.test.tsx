// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useAppLinks } from "#app/lib/app-links.ts";
import { Link } from "./links.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function AppRoot() {
  useAppLinks();
  return <Outlet />;
}

function Home() {
  return (
    <main>
      <Link to="/about">About</Link>
      <Link to="/about" onClick={(event) => event.preventDefault()}>
        Handled here
      </Link>
      <Link to="/about" target="_blank">
        New tab
      </Link>
      <Link to="/" preventScrollReset>
        Here again
      </Link>
      <Link to="/blog/first" discover="render">
        A post
      </Link>
    </main>
  );
}

let root: Root | undefined;

function renderApp() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <AppRoot />,
      children: [
        { index: true, element: <Home /> },
        { path: "about", element: <h1>About us</h1> },
        { path: "blog/first", element: <h1>First post</h1> },
      ],
    },
  ]);
  const container = document.createElement("div");
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
  });
  const link = (text: string) =>
    [...container.querySelectorAll("a")].find((a) => a.textContent === text) as HTMLAnchorElement;
  return { router, container, link };
}

/** Clicks; says whether the page took the click (after the root's listener, before the browser). */
async function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  let taken = false;
  // Last in the event's path: what the browser would see. It then stops happy-dom from loading the
  // page itself.
  const browser = (e: Event) => {
    taken = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener("click", browser);
  await act(async () => {
    anchor.dispatchEvent(event);
  });
  window.removeEventListener("click", browser);
  return { taken };
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

describe("Link (plain anchors the root's listener navigates)", () => {
  it("renders a plain anchor, marked for route discovery only when asked", () => {
    const { link } = renderApp();
    expect(link("About").getAttribute("href")).toBe("/about");
    expect(link("About").hasAttribute("data-discover")).toBe(false);
    expect(link("A post").getAttribute("data-discover")).toBe("true");
  });

  it("makes a plain click a client-side navigation that adds a history entry", async () => {
    const { router, container, link } = renderApp();
    expect((await click(link("About"))).taken).toBe(true);
    expect(router.state.location.pathname).toBe("/about");
    expect(router.state.historyAction).toBe("PUSH");
    expect(container.querySelector("h1")?.textContent).toBe("About us");
  });

  it("leaves to the browser a click the page handled, a modified click and a new tab", async () => {
    const { router, link } = renderApp();
    for (const [anchor, init] of [
      [link("Handled here"), {}],
      [link("About"), { ctrlKey: true }],
      [link("About"), { metaKey: true }],
      [link("New tab"), {}],
    ] as const) {
      const { taken } = await click(anchor, init);
      expect(router.state.location.pathname).toBe("/");
      // Only the page's own handler took it; otherwise the browser follows the link.
      expect(taken).toBe(anchor === link("Handled here"));
    }
  });

  it("replaces the entry for a link to where the visitor is, and keeps the scroll when asked", async () => {
    const { router, link } = renderApp();
    await click(link("Here again"));
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(router.state.preventScrollReset).toBe(true);
  });

  it("is a plain link once the app is gone: the listener leaves with the root", async () => {
    const { link } = renderApp();
    const anchor = link("About");
    act(() => root?.unmount());
    root = undefined;
    document.body.append(anchor);
    expect((await click(anchor)).taken).toBe(false);
  });
});
