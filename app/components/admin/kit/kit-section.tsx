import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";

/** One primitive on the kit page: its name, how to use it, and live examples. */
export function KitSection({
  title,
  usage,
  children,
}: {
  title: string;
  usage: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">{usage}</p>
      <CardContent className="flex flex-wrap items-start gap-3">{children}</CardContent>
    </Card>
  );
}
