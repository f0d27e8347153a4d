import { cn } from "./cn.ts";
import { ButtonFrame, type ButtonStyle, type FrameProps, plainButtonClass } from "./plain.tsx";

/** The button classes, for a Link or an <a> styled as a button; a later class wins a conflict. */
export const buttonVariants = (props?: ButtonStyle) => cn(plainButtonClass(props));

export type ButtonProps = FrameProps & ButtonStyle;

/** A button; `variant="ghost" size="icon"` is the icon button (give it an aria-label). */
export function Button({ variant, size, block, className, ...props }: ButtonProps) {
  return <ButtonFrame className={cn(plainButtonClass({ variant, size, block }), className)} {...props} />;
}
