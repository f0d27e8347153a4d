import type { ComponentProps } from "react";
import { type StatusEntity, statusTone } from "#core/status-tones.ts";
import { Badge } from "./badge.tsx";

/** The badge of an entity's status; label and colour come from core/status-tones.ts. */
export function StatusBadge({
  entity,
  status,
  ...props
}: Omit<ComponentProps<"span">, "children"> & { entity: StatusEntity; status: string }) {
  const { label, tone } = statusTone(entity, status);
  return (
    <Badge tone={tone} {...props}>
      {label}
    </Badge>
  );
}
