import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // A page's manifest names only its own routes; the others are asked for (/__manifest) when a
  // link is used or the preload schedule fetches their code. React Router would also ask for every
  // link's route right after load, which re-renders the page; the site's links opt out (decision
  // 015, app/components/site/links.tsx).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
