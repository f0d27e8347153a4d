import { type ComponentProps, Suspense, use, useRef } from "react";
import type { default as Dialog, SignInMode } from "./sign-in-dialog.tsx";
import { loadSignInDialog } from "./sign-in-loaders.ts";

/** The dialog, at once when its code is in (the header waits for it), else after it arrives. */
function SignInDialog(props: ComponentProps<typeof Dialog>) {
  const { default: Loaded } = use(loadSignInDialog());
  return <Loaded {...props} />;
}

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
