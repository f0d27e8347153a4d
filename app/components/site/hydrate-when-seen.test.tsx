// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endHydrationPass } from "#app/lib/hydration-pass.ts";
import { HydrateWhenSeen } from "./hydrate-when-seen.tsx";
import { StaticHtml } from "./static-html.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test drives: `seen(element)` reports it as in view. */
const watched = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  private callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(element: Element) {
    watched.set(element, this.callback);
  }
  unobserve(element: Element) {
    watched.delete(element);
  }
  disconnect() {}
}
function seen(element: Element) {
  const callback = watched.get(element);
  callback?.(
    [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Pressed {count}
      </button>
      <StaticHtml as="p">Static copy</StaticHtml>
    </section>
  );
}

function Page() {
  return (
    <MemoryRouter>
      <main>
        <h1>Above the fold</h1>
        <HydrateWhenSeen>
          <Counter label="Form" />
        </HydrateWhenSeen>
        <HydrateWhenSeen>
          <Counter label="Footer" />
        </HydrateWhenSeen>
      </main>
    </MemoryRouter>
  );
}

const hasFiber = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith("__reactFiber"));

/** The page as the server sends it, StaticHtml's copy written in by hand (see below). */
const serverHtml = (identifierPrefix: string) =>
  renderToString(<Page />, { identifierPrefix }).replace(/(<p [^>]*>)(<\/p>)/g, "$1Static copy$2");

/**
 * The page as the server sends it, hydrated; the root's effect ends the hydration pass. (Here the
 * hydration pass is on from the start, so StaticHtml's copy is written in by hand: on the server
 * it renders its children.)
 */
async function hydratePage(identifierPrefix: string) {
  const container = document.createElement("div");
  container.innerHTML = serverHtml(identifierPrefix);
  document.body.append(container);
  // Each test's own ids: the gates remember the parts they opened.
  const root = hydrateRoot(container, <Page />, { identifierPrefix });
  await act(async () => {});
  endHydrationPass();
  await act(async () => {});
  const parts = [...container.querySelectorAll("section")];
  return { container, root, parts };
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  watched.clear();
  document.body.innerHTML = "";
});

describe("HydrateWhenSeen", () => {
  it("keeps a part as server HTML until it is seen, then hydrates the same nodes", async () => {
    const { root, parts } = await hydratePage("seen-");
    const [form, footer] = parts as [HTMLElement, HTMLElement];
    expect(hasFiber(document.querySelector("h1"))).toBe(true);
    expect(hasFiber(form)).toBe(false);
    expect(hasFiber(footer)).toBe(false);
    expect(footer.textContent).toContain("Static copy");

    const button = footer.querySelector("button");
    await act(async () => seen(footer));
    expect(hasFiber(footer)).toBe(true);
    expect(footer.querySelector("button")).toBe(button);
    // StaticHtml inside the part kept its server nodes too.
    expect(hasFiber(footer.querySelector("p"))).toBe(true);
    expect(footer.querySelector("p")?.textContent).toBe("Static copy");
    expect(hasFiber(form)).toBe(false);
    act(() => root.unmount());
  });

  it("hydrates a part when it is pressed, and the press reaches the live handler", async () => {
    const { root, parts } = await hydratePage("pressed-");
    const form = parts[0] as HTMLElement;
    expect(hasFiber(form)).toBe(false);
    const button = form.querySelector("button") as HTMLButtonElement;
    await act(async () => {
      button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      button.click();
    });
    expect(form.querySelector("button")).toBe(button);
    expect(button.textContent).toBe("Pressed 1");
    expect(hasFiber(parts[1] as HTMLElement)).toBe(false);
    act(() => root.unmount());
  });

  it("hydrates a part pressed before React first tried it (a held click replayed at once)", async () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml("early-");
    document.body.append(container);
    const button = container.querySelectorAll("section button")[1] as HTMLButtonElement;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { identifierPrefix: "early-" });
      // Before React has rendered anything: no gate exists yet for the part.
      button.click();
    });
    endHydrationPass();
    await act(async () => {});
    expect(hasFiber(button)).toBe(true);
    expect(button.textContent).toBe("Pressed 1");
    act(() => root?.unmount());
  });

  it("renders its children straight away when mounted after the page's hydration", async () => {
    endHydrationPass();
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page />));
    expect(container.querySelectorAll("section button")).toHaveLength(2);
    expect(container.querySelector("section p")?.textContent).toBe("Static copy");
    expect(watched.size).toBe(0);
    act(() => root.unmount());
  });
});
