// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  useNavigation,
  UNSAFE_withComponentProps as withComponentProps,
} from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { routeComponent, sameRouteProps } from "./route-component.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("sameRouteProps", () => {
  const loaderData = { posts: [1, 2] };
  const matches: unknown[] = [];
  const props = { params: { slug: "a" }, loaderData, actionData: undefined, matches };

  it("holds when the params are a new object with the same values", () => {
    expect(sameRouteProps(props, { ...props, params: { slug: "a" } })).toBe(true);
  });

  it("fails on new loader data, new matches, other params or another set of props", () => {
    expect(sameRouteProps(props, { ...props, loaderData: { posts: [1, 2] } })).toBe(false);
    expect(sameRouteProps(props, { ...props, matches: [] })).toBe(false);
    expect(sameRouteProps(props, { ...props, params: { slug: "b" } })).toBe(false);
    expect(sameRouteProps(props, { ...props, params: { slug: "a", page: "2" } })).toBe(false);
    expect(sameRouteProps(props, { ...props, extra: 1 })).toBe(false);
  });
});

describe("a route component between navigations", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
  });

  /**
   * As in the framework's build: each route's component is wrapped by withComponentProps. The
   * list's renders are counted while the next page's loader is held, so the router sits in its
   * 'loading' state: the page being left must not render again for it.
   */
  function setUp(wrap: boolean) {
    const renders = { layout: 0, list: 0 };
    let release: (value: { title: string }) => void = () => {};
    function Layout() {
      renders.layout++;
      return (
        <div>
          <Pending />
          <Outlet />
        </div>
      );
    }
    function Pending() {
      return <p id="pending">{useNavigation().state}</p>;
    }
    function List({ loaderData }: { loaderData: { posts: string[] } }) {
      renders.list++;
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate("/post")}>
          {loaderData.posts.join(",")}
        </button>
      );
    }
    function Post({ loaderData }: { loaderData: { title: string } }) {
      return <h1>{loaderData.title}</h1>;
    }
    const component = <P extends object>(C: (props: P) => React.ReactNode) =>
      withComponentProps((wrap ? routeComponent(C) : C) as never);
    const router = createMemoryRouter(
      [
        {
          path: "/",
          Component: component(Layout),
          children: [
            { index: true, loader: () => ({ posts: ["a", "b"] }), Component: component(List) },
            {
              path: "post",
              loader: () => new Promise<{ title: string }>((resolve) => (release = resolve)),
              Component: component(Post),
            },
          ],
        },
      ],
      { hydrationData: { loaderData: { "0-0": { posts: ["a", "b"] } } } },
    );
    const container = document.body.appendChild(document.createElement("div"));
    act(() => {
      root = createRoot(container);
      root.render(<RouterProvider router={router} />);
    });
    return { renders, release: (title: string) => release({ title }), container };
  }

  it("does not render the page being left again while the next one loads", async () => {
    const { renders, release, container } = setUp(true);
    const before = { ...renders };
    await act(async () => container.querySelector("button")?.click());
    expect(container.querySelector("#pending")?.textContent).toBe("loading");
    expect(renders).toEqual(before);
    await act(async () => release("A post"));
    expect(container.querySelector("h1")?.textContent).toBe("A post");
    expect(container.querySelector("#pending")?.textContent).toBe("idle");
  });

  it("rendered it again without the wrapper (what the wrapper is for)", async () => {
    const { renders, release, container } = setUp(false);
    const before = { ...renders };
    await act(async () => container.querySelector("button")?.click());
    expect(container.querySelector("#pending")?.textContent).toBe("loading");
    expect(renders.list).toBeGreaterThan(before.list);
    await act(async () => release("A post"));
  });
});
