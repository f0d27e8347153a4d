import { type ComponentType, useEffect, useState } from "react";
import { loadSignIn } from "#app/components/auth/sign-in-loaders.ts";
import type { UserMenu } from "#app/components/auth/user-menu.tsx";
import { MEMBERS_ONLY_ATTRIBUTE } from "#app/lib/early-events.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import { useRootData } from "#app/root.tsx";

// The sign-in modal's code is not part of the page: most visitors never open it. It is fetched
// when the pointer or focus reaches 'Members Only', and when idle once the app runs (decision 026):
// opening it then waits for no download.
/** Fetches the modal and its dialog ahead of a click (once: loadOnce joins a fetch under way). */
export function preloadSignIn() {
  void loadSignIn().catch(() => {});
}

/**
 * When the browser is idle after the app has started: that is after a sign of intent (a person is
 * here) or, without one, at least 5 s into the visit (decision 026), so outside the JavaScript
 * budget's window of a page nobody touches.
 */
function usePreloadSignInWhenIdle(active: boolean) {
  useEffect(() => {
    if (active) return whenIdle(preloadSignIn, 2000);
  }, [active]);
}

type MenuComponent = typeof UserMenu;
const loadMenu = () => import("#app/components/auth/user-menu-dropdown.tsx").then((m) => m.default);
let loadedMenu: MenuComponent | undefined;

/** Fetches the signed-in menu ahead of time (the header does so when the sign-in modal opens). */
export function preloadUserMenu() {
  void loadMenu().then((menu) => {
    loadedMenu = menu;
  });
}

/**
 * The signed-in menu (the auth work's dropdown) once its code is in: until then the loading
 * placeholder shows, never a button that would ignore a click.
 */
function SignedInMenu({ user }: Parameters<MenuComponent>[0]) {
  const [Menu, setMenu] = useState<ComponentType<Parameters<MenuComponent>[0]> | undefined>(() => loadedMenu);
  useEffect(() => {
    if (Menu) return;
    let current = true;
    void loadMenu().then((menu) => {
      loadedMenu = menu;
      if (current) setMenu(() => menu);
    });
    return () => {
      current = false;
    };
  }, [Menu]);
  return Menu ? <Menu user={user} /> : <SessionLoading />;
}

function SessionLoading() {
  return (
    <span
      role="status"
      className="inline-flex h-9 w-32 animate-pulse rounded-full bg-neutral-200 dark:bg-neutral-800"
    >
      <span className="sr-only">Loading session</span>
    </span>
  );
}

/** 'Members Only' when signed out, the user menu when signed in, a placeholder while loading. */
export function SessionSlot({
  onMembersOnly,
  className = "",
}: {
  onMembersOnly: () => void;
  className?: string;
}) {
  const root = useRootData();
  usePreloadSignInWhenIdle(root?.user === null);
  if (root === undefined) return <SessionLoading />;
  if (root.user) return <SignedInMenu user={root.user} />;
  return (
    <button
      type="button"
      {...{ [MEMBERS_ONLY_ATTRIBUTE]: "" }}
      onPointerEnter={preloadSignIn}
      onFocus={preloadSignIn}
      onClick={onMembersOnly}
      className={`rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:hover:text-brand-500 ${className}`}
    >
      Members Only
    </button>
  );
}
