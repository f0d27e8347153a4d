// Owned by the sign-in work (issue 3): the 'Welcome Back' / 'Create Account' modal of 000 section 2.
// The header's 'Members Only' button controls it.
export function SignInModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Sign in">
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}
