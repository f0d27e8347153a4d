import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

export const cardClass =
  "rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-950";

/** A bordered panel (rounded-xl); compose with CardHeader, CardTitle and CardContent. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(cardClass, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("mb-3 flex flex-wrap items-center justify-between gap-2", className)} {...props} />
  );
}

/** The card's heading; `as` picks the level so the page outline stays right. */
export function CardTitle({
  as: Heading = "h2",
  className,
  ...props
}: ComponentProps<"h2"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading className={cn("text-lg font-semibold", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("text-sm", className)} {...props} />;
}

/** A card that is a section of the page, named by its heading (`id` ties the two together). */
export function CardSection({
  id,
  title,
  as,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  as?: "h2" | "h3";
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn(cardClass, className)} aria-labelledby={id}>
      <CardTitle id={id} as={as} className={titleClassName}>
        {title}
      </CardTitle>
      {children}
    </section>
  );
}
