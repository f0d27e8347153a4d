/** Class names shared by the sign-in modal, /login and /reset-password. */
export const labelClass = "block text-sm font-medium text-neutral-800 dark:text-neutral-200";

export const inputClass =
  "block w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-brand-600 dark:border-neutral-600 dark:bg-neutral-900 dark:text-white";

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80";

export const secondaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-md border border-neutral-400 bg-white px-4 py-2.5 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:cursor-wait dark:border-neutral-600 dark:bg-neutral-900 dark:text-white dark:hover:bg-neutral-800";

export const linkButtonClass =
  "rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-red-400";
