import { loadOnce } from "#app/lib/load-once.ts";

/*
 * The sign-in modal's two chunks, fetched on demand (most visitors never open it). Marked for
 * `use()` once loaded (app/lib/load-once.ts): a modal opened after its code is in renders at once.
 * Had it suspended instead, React would have shown its fallback and held the reveal of the dialog
 * for its Suspense throttle (300 ms): 'Members Only' answered in about 400 ms even with the code
 * already fetched (bench/README.md, "Interaction latency").
 */
export const loadSignInModal = loadOnce(() => import("./sign-in-modal.tsx"));
export const loadSignInDialog = loadOnce(() => import("./sign-in-dialog.tsx"));

/** Both at once: one round trip, not the dialog's after the modal's. */
export function loadSignIn() {
  return Promise.all([loadSignInModal(), loadSignInDialog()]);
}
