/**
 * Imported first by the process entries (server/main.ts, scripts/start.ts): React and React DOM
 * pick their development or production build from `process.env.NODE_ENV` when they are first
 * loaded, and `server/env.ts` only defaults its own parsed copy. Without this the server rendered
 * every page with React's development build (several times slower). Development only through
 * `npm run dev` (`--dev`); an explicit NODE_ENV (tests, the npm scripts) is kept.
 */
const dev = process.argv.includes("--dev");
if (!process.env.NODE_ENV) process.env.NODE_ENV = dev ? "development" : "production";

export const runtimeMode: "development" | "production" = dev ? "development" : "production";
