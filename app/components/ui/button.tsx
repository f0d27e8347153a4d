import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/* The same look as the first wave's class lists (admin/styles.ts): brand red primary, grey outline
   secondary, red outline danger, rounded-md; `link` is a text link that acts (Forgot password). */
const variants = cva(
  "relative inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white hover:bg-brand-700",
        secondary:
          "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800",
        danger:
          "border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950",
        ghost: "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800",
        link: "rounded-sm text-brand-700 underline-offset-2 hover:underline dark:text-red-400",
      },
      size: {
        sm: "px-2.5 py-1.5 text-xs",
        md: "px-3 py-2",
        lg: "px-4 py-2.5 text-base",
        icon: "size-9 p-0",
        /** Inside a sentence: no padding, the text's own size. */
        inline: "p-0 text-[length:inherit]",
      },
      /** The full width of its column (the sign-in forms). */
      block: { true: "w-full" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** The button classes, for a Link or an <a> styled as a button; a later class wins a conflict. */
export const buttonVariants = (props?: Parameters<typeof variants>[0]) => cn(variants(props));

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof variants> & {
    /** Shows a spinner over the label (the width stays), disables the button and sets aria-busy. */
    pending?: boolean;
  };

/** A button; `variant="ghost" size="icon"` is the icon button (give it an aria-label). */
export function Button({
  variant,
  size,
  block,
  pending = false,
  disabled,
  className,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cn(variants({ variant, size, block }), className)}
      {...props}
    >
      {/* The label stays in the layout, transparent rather than hidden, so the button keeps its width and
         its accessible name while pending (axe button-name). */}
      <span className={cn("inline-flex items-center gap-2", pending && "opacity-0")}>{children}</span>
      {pending && (
        <span className="absolute inset-0 flex items-center justify-center" data-testid="button-spinner">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        </span>
      )}
    </button>
  );
}
