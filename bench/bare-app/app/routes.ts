import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every path the benchmarks ask for gets the same bare page.
export default [
  index("routes/home.tsx", { id: "home" }),
  route("*", "routes/home.tsx", { id: "any" }),
] satisfies RouteConfig;
