// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useFetcher, useLoaderData, useRevalidator } from "react-router";
import { afterEach, expect, it, vi } from "vitest";

type Listener = (signal: { table: string } | "resync") => void;
const listeners = new Set<Listener>();
vi.mock("#app/lib/live-events.ts", () => ({
  subscribeLive(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
const { useLiveRevalidation } = await import("./use-live-revalidation.ts");

afterEach(() => {
  cleanup();
  listeners.clear();
});

it("a change that arrives while a form is on its way reloads the page only once it has answered", async () => {
  let loads = 0;
  let answer: (value: unknown) => void = () => {};
  const Stub = createRoutesStub([
    {
      path: "/",
      loader: () => ({ loads: ++loads }),
      action: () => new Promise((resolve) => (answer = resolve)),
      Component() {
        useLiveRevalidation(["contacts"]);
        const data = useLoaderData() as { loads: number };
        const fetcher = useFetcher();
        return (
          <>
            <p>loads {data.loads}</p>
            <p>form {fetcher.state}</p>
            <button type="button" onClick={() => fetcher.submit({ x: "1" }, { method: "post" })}>
              Send
            </button>
          </>
        );
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByText("loads 1");
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  await screen.findByText("form submitting");
  act(() => {
    for (const listener of listeners) listener({ table: "contacts" });
  });
  await new Promise((r) => setTimeout(r, 400));
  // Nothing reloaded while the form was on its way.
  expect(loads).toBe(1);
  await act(async () => answer({ ok: true }));
  await screen.findByText("form idle");
  // The submission's own reload, then the live change's, once idle.
  await vi.waitFor(() => expect(loads).toBe(3));
});

it("a change that arrives while the page reloads itself waits for that reload, then reloads once more", async () => {
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      loader: () => {
        started.push(Date.now());
        // The first load (the page's own) answers at once; later ones when the test says so.
        return started.length === 1
          ? { n: 1 }
          : new Promise((resolve) => finish.push(() => resolve({ n: started.length })));
      },
      Component() {
        useLiveRevalidation(["projects"]);
        const revalidator = useRevalidator();
        return (
          <>
            <p>reload {revalidator.state}</p>
            <button type="button" onClick={() => void revalidator.revalidate()}>
              Reload
            </button>
          </>
        );
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByText("reload idle");
  fireEvent.click(screen.getByRole("button", { name: "Reload" }));
  await screen.findByText("reload loading");
  act(() => {
    for (const listener of listeners) listener({ table: "projects" });
  });
  await new Promise((r) => setTimeout(r, 400));
  // The live change did not start a second load over the page's own.
  expect(started).toHaveLength(2);
  await act(async () => finish[0]?.());
  await vi.waitFor(() => expect(started).toHaveLength(3));
  await act(async () => finish[1]?.());
  await screen.findByText("reload idle");
});
