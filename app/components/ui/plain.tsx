import { clsx } from "clsx";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { controlClass, fieldOf } from "./field.tsx";

/*
 * The kit's button, notice and form controls without tailwind-merge (8 KB on the wire): a public
 * page that counts its bytes (/book, whose code is fetched in its first 5 s) uses these, and the
 * kit's own components (button.tsx, notice.tsx, input.tsx...) render the same frames with their
 * classes merged. Here a caller's className is appended, not merged: it must not contradict the
 * kit's classes (layout such as "self-start" or "min-h-11" is fine; another colour is not).
 */

/* The same look as the first wave's class lists (admin/styles.ts): brand red primary, grey outline
   secondary, red outline danger, rounded-md; `link` is a text link that acts (Forgot password). */
const buttonVariant = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary:
    "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800",
  danger:
    "border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950",
  ghost: "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800",
  link: "rounded-sm text-brand-700 underline-offset-2 hover:underline dark:text-red-400",
};

const buttonSize = {
  sm: "px-2.5 py-1.5 text-xs",
  md: "px-3 py-2",
  lg: "px-4 py-2.5 text-base",
  icon: "size-9 p-0",
  /** Inside a sentence: no padding, the text's own size. */
  inline: "p-0 text-[length:inherit]",
};

export type ButtonStyle = {
  variant?: keyof typeof buttonVariant | null;
  size?: keyof typeof buttonSize | null;
  /** The full width of its column (the sign-in forms). */
  block?: boolean | null;
};

/** The button classes, for a Link or an <a> styled as a button. */
export function plainButtonClass({ variant, size, block }: ButtonStyle = {}) {
  return clsx(
    "relative inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none",
    buttonVariant[variant ?? "primary"],
    buttonSize[size ?? "md"],
    block && "w-full",
  );
}

export type FrameProps = ComponentProps<"button"> & {
  /** Shows a spinner over the label (the width stays), disables the button and sets aria-busy. */
  pending?: boolean;
};

/** A button with its final classes: what Button and PlainButton render. */
export function ButtonFrame({ pending = false, disabled, children, type = "button", ...props }: FrameProps) {
  return (
    <button type={type} disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {/* The label stays in the layout, transparent rather than hidden, so the button keeps its width and
         its accessible name while pending (axe button-name). */}
      <span className={clsx("inline-flex items-center gap-2", pending && "opacity-0")}>{children}</span>
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

export function PlainButton({ variant, size, block, className, ...props }: FrameProps & ButtonStyle) {
  return <ButtonFrame className={clsx(plainButtonClass({ variant, size, block }), className)} {...props} />;
}

const noticeTones = {
  // An error is announced as soon as it appears; a confirmation politely.
  error: {
    role: "alert",
    Icon: CircleAlert,
    className: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
    body: "space-y-2",
  },
  success: {
    role: "status",
    Icon: CircleCheck,
    className:
      "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
    body: "space-y-1",
  },
} as const;

export type NoticeTone = keyof typeof noticeTones;

export const noticeClass = (tone: NoticeTone) =>
  clsx("flex gap-2 rounded-md border p-3 text-sm", noticeTones[tone].className);

/** A boxed message with its icon, with its final classes: what Notice and PlainNotice render. */
export function NoticeFrame({
  tone,
  className,
  children,
}: {
  tone: NoticeTone;
  className: string;
  children: ReactNode;
}) {
  const { role, Icon, body } = noticeTones[tone];
  return (
    <div role={role} className={className}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className={body}>{children}</div>
    </div>
  );
}

export function PlainNotice({
  tone,
  className,
  children,
}: {
  tone: NoticeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <NoticeFrame tone={tone} className={clsx(noticeClass(tone), className)}>
      {children}
    </NoticeFrame>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };
export type SelectProps = ComponentProps<"select"> & {
  options?: readonly SelectOption[];
  placeholder?: string;
};

/** A native select's options after its placeholder: what Select and PlainSelect render. */
export function SelectFrame({ options, placeholder, children, ...props }: SelectProps) {
  return (
    <select {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}

function PlainInput({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={clsx(controlClass, className)} {...props} />;
}

function PlainSelect({ className, ...props }: SelectProps) {
  return <SelectFrame className={clsx(controlClass, "pr-8", className)} {...props} />;
}

function PlainTextarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={clsx(controlClass, "min-h-20", className)} {...props} />;
}

export const PlainInputField = fieldOf<ComponentProps<"input">>(PlainInput);
export const PlainSelectField = fieldOf<SelectProps>(PlainSelect);
export const PlainTextareaField = fieldOf<ComponentProps<"textarea">>(PlainTextarea);
