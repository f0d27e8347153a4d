import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Every route's entry travels with the first page (manifest-*.js, 4 KB compressed) instead of
  // being asked for as links appear: the patch that lazy discovery applies re-renders every
  // router-state subscriber right after load, which would hydrate the parts waiting in
  // HydrateWhenSeen (decision 014).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
