import type { ReactNode } from "react";
import { Notice } from "#app/components/ui/notice.tsx";

type BoxProps = { children: ReactNode; className?: string };

/** The inline red error box of the sign-in forms (000 §2). Announced as soon as it appears. */
export function ErrorBox(props: BoxProps) {
  return <Notice tone="error" {...props} />;
}

/** The green confirmation box (sign-up success, reset link sent...). */
export function SuccessBox(props: BoxProps) {
  return <Notice tone="success" {...props} />;
}
