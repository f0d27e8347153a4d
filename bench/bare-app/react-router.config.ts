import type { Config } from "@react-router/dev/config";

/* The bare React Router 8 page the benchmarks compare the product with (bench/README.md). */
export default { appDirectory: "app", buildDirectory: "build", ssr: true } satisfies Config;
