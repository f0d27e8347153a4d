import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from "react";
import { Link, useHref } from "react-router";
import { loadScreenCode } from "./screen-code.ts";

/**
 * A link to another admin screen whose code and data are fetched when the pointer rests on it or
 * focus reaches it (`prefetch="intent"`), its code also evaluated (`loadScreenCode`), so that the
 * click only renders (docs/decisions/026-interaction-latency.md).
 */
export function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch" | "to"> & { to: string }) {
  const href = useHref(props.to);
  // The events on which React Router's own intent starts.
  return (
    <Link
      {...props}
      prefetch="intent"
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        loadScreenCode(href);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        loadScreenCode(href);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        loadScreenCode(href);
      }}
    />
  );
}
