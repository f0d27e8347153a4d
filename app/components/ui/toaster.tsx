import { Toaster as SonnerToaster, type ToasterProps, toast } from "sonner";

/* Bottom right, away from the top bar's user menu and the page headers' primary buttons, which a
   toast at the top right covered (on a phone: the bottom edge, full width). */
const position: ToasterProps["position"] = "bottom-right";

/* The portal and client-portal management pages show their alerts (001 section 8) as toasts on a
   toaster of their own, so they never double up with another area's toaster. */
const toasterId = "client-portal";

export function PortalToaster() {
  return <SonnerToaster id={toasterId} position={position} closeButton />;
}

export const notify = {
  success: (message: string) => toast.success(message, { toasterId }),
  error: (message: string) => toast.error(message, { toasterId }),
};

/**
 * The back office's toaster (the one admin-shell renders), with a close button. Both toasters keep
 * sonner's default colours: richColors' green text is 4.26:1 on its light background (below AA).
 */
export function Toaster() {
  return <SonnerToaster position={position} closeButton />;
}

/** Shows a toast on the page's Toaster: `toast.success("Saved")`, `toast.error(message)`. */
export { toast };
