import { useCallback, useEffect } from "react";
import { whenIdle } from "./when-idle.ts";

/**
 * Fetches and evaluates `modules` now, each asked for at once rather than one level of imports
 * after another: the same URLs React Router imports when the route is used, so the browser
 * evaluates each once and the route finds them ready. A module that fails to load is left to React
 * Router, which reports it when the link is used.
 */
export function loadCode(modules: readonly string[]) {
  for (const href of modules) import(/* @vite-ignore */ href).catch(() => {});
}

/**
 * Evaluates, when the browser is next idle, modules the page is sure to be asked for by its links
 * (the blog's list: its posts' route), so that the click finds them evaluated and only renders
 * (issue 37; the admin's screens do the same with `loadScreenCode`). Returns the same load for a
 * link's first sign of intent (pointer, focus), for a click that comes before that idle moment.
 */
export function useCodeAhead(modules: readonly string[]) {
  useEffect(() => whenIdle(() => loadCode(modules)), [modules]);
  return useCallback(() => loadCode(modules), [modules]);
}
