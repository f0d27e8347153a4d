import { useEffect } from "react";
import { whenIdle } from "./when-idle.ts";

/**
 * Evaluates, when the browser is next idle, modules the page is sure to be asked for by its links
 * (the blog's list: its posts' route), the same URLs React Router imports on the click, so that
 * the click finds them evaluated and only renders (issue 37; the admin's screens do the same with
 * `loadScreenCode`). Each module is asked for at once, not one level of imports after another. A
 * module that fails to load is left to React Router, which reports it when the link is used.
 */
export function useCodeAhead(modules: readonly string[]) {
  useEffect(
    () =>
      whenIdle(() => {
        for (const href of modules) import(/* @vite-ignore */ href).catch(() => {});
      }),
    [modules],
  );
}
