import { ChevronDown } from "lucide-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { displayName, initial } from "#core/auth-rules.ts";

type Props = ComponentPropsWithoutRef<"button"> & { email: string };

/** The menu button: the initial in a red circle, then the display name (the e-mail before the @). */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, Props>(function UserMenuTrigger(
  { email, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800"
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
      >
        {initial(email)}
      </span>
      <span className="max-w-[10rem] truncate">{displayName(email)}</span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
});
