/** Shared class lists of the back office, so that every page looks and behaves alike. */
export const card =
  "rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-950";
export const muted = "text-neutral-600 dark:text-neutral-400";
const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButton = `${button} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryButton = `${button} border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800`;
export const dangerButton = `${button} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`;
export const iconButton =
  "inline-flex size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800";
export const input =
  "w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 placeholder:text-neutral-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400";
export const label = "mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200";
export const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";
