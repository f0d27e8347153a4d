import { clsx } from "clsx";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useEnhancedMark } from "#app/lib/use-hydrated.ts";
import { checkSubscriberEmail, NEWSLETTER_MESSAGES } from "#core/newsletter.ts";

type Status = "idle" | "loading" | "success" | "error";

/** The outcome a plain HTML post (before JavaScript loads) brings back in the query. */
const outcomeMessages: Record<string, { status: Status; message: string }> = {
  subscribed: { status: "success", message: NEWSLETTER_MESSAGES.success },
  duplicate: { status: "success", message: NEWSLETTER_MESSAGES.duplicate },
  invalid: { status: "error", message: NEWSLETTER_MESSAGES.emailInvalid },
  error: { status: "error", message: NEWSLETTER_MESSAGES.failure },
};

/**
 * Newsletter sign-up (double opt-in) for the footer and the blog. `source` is stored with the
 * subscriber (website, blog, landing-page...).
 */
export function NewsletterForm({ source, className }: { source: string; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const fromQuery =
    query.get("newsletter_source") === source ? outcomeMessages[query.get("newsletter") ?? ""] : undefined;
  const [status, setStatus] = useState<Status>(fromQuery?.status ?? "idle");
  const [message, setMessage] = useState(fromQuery?.message ?? "");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEnhancedMark(formRef);

  // Show the outcome of a plain HTML post once, then clean the URL.
  useEffect(() => {
    if (!fromQuery) return;
    setStatus(fromQuery.status);
    setMessage(fromQuery.message);
    const search = new URLSearchParams(location.search);
    search.delete("newsletter");
    search.delete("newsletter_source");
    const rest = search.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [fromQuery, location.pathname, location.search, location.hash, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "loading") return;
    const form = event.currentTarget;
    // Checked within the press: the message shows with it, whatever the page's start still does.
    const email = checkSubscriberEmail(new FormData(form).get("email"));
    if (!email.ok) {
      setStatus("error");
      setMessage(email.message);
      return;
    }
    setStatus("loading");
    setMessage("");
    try {
      const response = await fetch("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: email.value, source }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) throw new Error(body.error || NEWSLETTER_MESSAGES.failure);
      setStatus("success");
      setMessage(body.message || NEWSLETTER_MESSAGES.success);
      form.reset();
    } catch (error) {
      setStatus("error");
      setMessage(
        error instanceof Error && error.message !== "Failed to fetch"
          ? error.message
          : NEWSLETTER_MESSAGES.failure,
      );
    }
  }

  return (
    <form
      ref={formRef}
      id={`newsletter-${source}`}
      method="post"
      action="/api/newsletter/subscribe"
      noValidate
      onSubmit={onSubmit}
      onInput={() => status === "error" && setStatus("idle")}
      className={clsx("flex flex-col gap-2", className)}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={status === "error" || undefined}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 placeholder:text-neutral-500 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 dark:placeholder:text-neutral-400"
        />
        <button
          type="submit"
          disabled={status === "loading"}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait"
        >
          {status === "loading" ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role={status === "error" ? "alert" : "status"}
        className={clsx(
          "text-sm empty:hidden",
          status === "error" ? "text-brand-700 dark:text-brand-500" : "text-green-800 dark:text-green-300",
        )}
      >
        {status === "error" || status === "success" ? message : ""}
      </p>
    </form>
  );
}
