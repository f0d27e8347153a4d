// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminSearchResults } from "#core/admin-search.ts";
import { AdminSearch } from "./admin-search.tsx";

afterEach(cleanup);

const nothing = (q: string): AdminSearchResults => ({
  q,
  contacts: [],
  submissions: [],
  subscribers: [],
  posts: [],
  projects: [],
  deliverables: [],
  messages: [],
});

describe("the top bar's search", () => {
  it("says 'No results for \"…\"' when nothing matches, instead of showing nothing", async () => {
    const Stub = createRoutesStub([
      { path: "/admin", Component: AdminSearch },
      {
        path: "/admin/search",
        loader: ({ request }) => nothing(new URL(request.url).searchParams.get("q") ?? ""),
      },
    ]);
    render(<Stub initialEntries={["/admin"]} />);
    const input = screen.getByRole("combobox");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "zzqx" } });
    const popup = await screen.findByText('No results for "zzqx"', { selector: "div:not(.sr-only)" });
    expect(popup).toBeTruthy();
  });
});
