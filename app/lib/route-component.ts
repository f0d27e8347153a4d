import { type ComponentType, memo } from "react";

/**
 * A route's component that renders again only when what React Router gives it changes.
 *
 * A navigation updates the router's state twice: once to say that it is loading, once with the
 * new page. Each time React Router renders every route of the page again, and each route's
 * component receives a new `params` object even when the params are the same, so the whole page
 * (header, footer, the list of posts the visitor is leaving) rendered twice before the new one
 * showed; at 4× CPU the first of the two took 40-90 ms of the click (decision 026, ninth
 * addendum). Wrapped, a component is skipped when its loader data, action data and matches are
 * the same objects and its params hold the same values. What it reads through a hook (the location,
 * the navigation state) still renders it when that changes.
 */
export function routeComponent<Props extends object>(Component: ComponentType<Props>) {
  return memo(Component, sameRouteProps);
}

export function sameRouteProps(before: object, after: object): boolean {
  return sameEntries(before, after, (key, a, b) => (key === "params" ? sameEntries(a, b) : Object.is(a, b)));
}

/** The same keys, each value the same by `same` (by default: the same value or object). */
function sameEntries(
  a: unknown,
  b: unknown,
  same: (key: string, a: unknown, b: unknown) => boolean = (_key, x, y) => Object.is(x, y),
): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && same(key, left[key], right[key]))
  );
}
