// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { endHydrationPass } from "./hydration-pass.ts";
import { useListInSteps } from "./use-list-in-steps.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = Array.from({ length: 24 }, (_, i) => `Contact ${i + 1}`);

function List({ of }: { of: readonly string[] }) {
  const shown = useListInSteps(of, 9);
  return (
    <ul>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const shownIn = (container: Element) => container.querySelectorAll("li").length;
/** The frame that shows the first items, then the message handled after it. */
const afterNextFrame = () =>
  act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useListInSteps", () => {
  it("serves and hydrates the whole list", async () => {
    expect(renderToString(<List of={items} />).match(/<li>/g)).toHaveLength(24);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<List of={items} />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <List of={items} />);
    });
    await afterNextFrame();
    expect(shownIn(container)).toBe(24);
    act(() => root?.unmount());
  });

  it("mounted by a navigation: the first items at once, the rest after the frame", async () => {
    endHydrationPass();
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<List of={items} />));
    expect(shownIn(container)).toBe(9);
    expect(container.querySelector("li")?.textContent).toBe("Contact 1");
    await afterNextFrame();
    expect(shownIn(container)).toBe(24);
    // Shown in full, it stays so when the items change (a search's answer).
    await act(async () => root.render(<List of={[...items].reverse()} />));
    expect(shownIn(container)).toBe(24);
    expect(container.querySelector("li")?.textContent).toBe("Contact 24");
    act(() => root.unmount());
  });

  it("a short list is whole from the start", async () => {
    endHydrationPass();
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<List of={items.slice(0, 5)} />));
    expect(shownIn(container)).toBe(5);
    act(() => root.unmount());
  });
});
