import { lazy, Suspense, useRef } from "react";
import type { SignInMode } from "./sign-in-dialog.tsx";

const loadDialog = () => import("./sign-in-dialog.tsx");
const SignInDialog = lazy(loadDialog);

/**
 * The 'Welcome Back' / 'Create Account' sign-in modal (000 §2). The header's 'Members Only'
 * button controls it. Its code (Radix Dialog, the form, zod) loads on first open, so that the
 * public pages do not ship it up front.
 */
export function SignInModal({
  open,
  onOpenChange,
  initialMode,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: SignInMode;
  /** Pre-fills the e-mail, e.g. from a portal invitation link. */
  initialEmail?: string;
}) {
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog
        open={open}
        onOpenChange={onOpenChange}
        initialMode={initialMode}
        initialEmail={initialEmail}
      />
    </Suspense>
  );
}
