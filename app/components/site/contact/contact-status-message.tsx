import { clsx } from "clsx";

/**
 * The form's one message line. An e-mail link to the agency shows whenever sending failed
 * ('error sending' in the text), as the specification's error catalogue asks.
 */
export function ContactStatusMessage({
  id,
  status,
  message,
  agencyEmail,
}: {
  id: string;
  status: "idle" | "loading" | "success" | "error";
  message: string;
  agencyEmail: string | null;
}) {
  const showEmail = status === "error" && message.includes("error sending") && agencyEmail;
  return (
    <div id={id} role={status === "error" ? "alert" : "status"} className="empty:hidden">
      {message && (
        <p
          className={clsx(
            "rounded-md border px-4 py-3 text-sm",
            status === "error"
              ? "border-brand-600 bg-brand-50 text-brand-800 dark:bg-neutral-950 dark:text-brand-100"
              : "border-green-700 bg-green-50 text-green-900 dark:bg-neutral-950 dark:text-green-200",
          )}
        >
          {message}
          {showEmail && (
            <>
              {" "}
              <a className="font-semibold underline" href={`mailto:${agencyEmail}`}>
                Email {agencyEmail}
              </a>
            </>
          )}
        </p>
      )}
    </div>
  );
}
