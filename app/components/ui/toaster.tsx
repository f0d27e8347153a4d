import { Toaster as SonnerToaster, toast } from "sonner";

/* The portal and client-portal management pages show their alerts (001 section 8) as toasts on a
   toaster of their own, so they never double up with another area's toaster. */
const toasterId = "client-portal";

export function PortalToaster() {
  return <SonnerToaster id={toasterId} position="top-right" richColors closeButton />;
}

export const notify = {
  success: (message: string) => toast.success(message, { toasterId }),
  error: (message: string) => toast.error(message, { toasterId }),
};

/** The back office's toaster (the one admin-shell renders): top right with a close button. */
export function Toaster() {
  return <SonnerToaster position="top-right" closeButton />;
}

/** Shows a toast on the page's Toaster: `toast.success("Saved")`, `toast.error(message)`. */
export { toast };
