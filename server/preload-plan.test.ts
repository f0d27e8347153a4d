import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { buildPreloadPlan, linksAhead, preloadPlan, routeCode } from "./preload-plan.ts";

type Assets = ServerBuild["assets"];
const route = (id: string, fields: Partial<Assets["routes"][string]>) => ({
  id,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  ...fields,
});
const assets = {
  version: "v1",
  url: "/assets/manifest.js",
  entry: { module: "/assets/entry.js", imports: [] },
  routes: {
    root: route("root", { path: "" }),
    layout: route("layout", { parentId: "root" }),
    home: route("home", { parentId: "layout", index: true }),
    services: route("services", {
      parentId: "layout",
      path: "services",
      imports: ["/assets/shared.js"],
      css: ["/assets/services.css"],
    }),
    "media-production": route("media-production", { parentId: "layout", path: "services/media-production" }),
    "media-production-alias": route("media-production-alias", {
      parentId: "layout",
      path: "media-production",
      module: "/assets/media-production.js",
    }),
    blog: route("blog", { parentId: "layout", path: "blog" }),
    post: route("post", {
      parentId: "layout",
      path: "blog/:slug",
      hasLoader: true,
      imports: ["/assets/arrow.js"],
      css: ["/assets/post.css"],
    }),
  },
} as unknown as Assets;

it("names, per step, each page's route entry address, code and stylesheets", () => {
  const [first, second] = preloadPlan(assets);
  expect(first?.afterMs).toBe(2000);
  expect(first?.hrefs).toEqual([
    "/__manifest?paths=%2Fservices&version=v1",
    "/assets/services.js",
    "/assets/shared.js",
    "/assets/services.css",
    "/__manifest?paths=%2Fblog&version=v1",
    "/assets/blog.js",
  ]);
  expect(second?.afterMs).toBe(5000);
  // Matched by the full path, not by the alias at /media-production.
  expect(second?.hrefs).toEqual([
    "/__manifest?paths=%2Fservices%2C%2Fservices%2Fmedia-production&version=v1",
    "/assets/media-production.js",
  ]);
});

it("skips a page the build does not have, and uses the build's manifest address", () => {
  const plan = preloadPlan(assets, "/rr-manifest");
  expect(plan[0]?.hrefs.join(" ")).not.toMatch(/showcase|about/);
  expect(plan[0]?.hrefs[0]).toBe("/rr-manifest?paths=%2Fservices&version=v1");
});

it("works a build's plan out once", () => {
  const build = { assets, routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" } } as ServerBuild;
  expect(buildPreloadPlan(build)).toBe(buildPreloadPlan(build));
  expect(buildPreloadPlan(build).linksAhead("post", ["/blog/a"])).toEqual(
    linksAhead(assets, "post", ["/blog/a"]),
  );
  expect(buildPreloadPlan(build).routeCode("post")).toEqual(routeCode(assets, "post"));
});

it("names a route's modules, its own first, and nothing for a route the build lacks", () => {
  expect(routeCode(assets, "post")).toEqual(["/assets/post.js", "/assets/arrow.js"]);
  expect(routeCode(assets, "store")).toEqual([]);
});

it("names, for links to pages of one route, each page's route entry and data, and the route's files once", () => {
  expect(linksAhead(assets, "post", ["/blog/a", "/blog/b"])).toEqual([
    "/__manifest?paths=%2Fblog%2C%2Fblog%2Fa&version=v1",
    "/blog/a.data?_routes=post",
    "/__manifest?paths=%2Fblog%2C%2Fblog%2Fb&version=v1",
    "/blog/b.data?_routes=post",
    "/assets/post.js",
    "/assets/arrow.js",
    "/assets/post.css",
  ]);
  // A route without a loader has no data to fetch; a route the build lacks, nothing.
  expect(linksAhead(assets, "services", ["/services"])).toEqual([
    "/__manifest?paths=%2Fservices&version=v1",
    "/assets/services.js",
    "/assets/shared.js",
    "/assets/services.css",
  ]);
  expect(linksAhead(assets, "store", ["/store"])).toEqual([]);
});
