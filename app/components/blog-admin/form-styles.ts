export const labelClass = "mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200";
export const inputClass =
  "w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 placeholder:text-neutral-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400";
export const errorClass = "mt-1 text-sm text-brand-700 dark:text-brand-500";
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-neutral-300 px-4 py-2 font-medium hover:border-brand-600 dark:border-neutral-700";
