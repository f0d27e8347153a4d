import type { FormEvent } from "react";
import { Form, Link } from "#app/components/site/links.tsx";
import { UNSUBSCRIBE_REASONS } from "#core/newsletter.ts";

/** The confirm step: the real address, an optional reason and feedback, 'Never Mind' to leave. */
export function UnsubscribeForm({
  token,
  email,
  onSubmit,
}: {
  token: string;
  email: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form method="post" onSubmit={onSubmit} className="flex flex-col gap-6 text-left">
      <div className="text-center">
        <h1 className="text-2xl font-bold">Unsubscribe from Our Newsletter</h1>
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">
          You are about to unsubscribe <strong className="break-all">{email}</strong> from our newsletter.
        </p>
      </div>
      <input type="hidden" name="token" value={token} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">Why are you unsubscribing? (optional)</legend>
        {UNSUBSCRIBE_REASONS.map((reason) => (
          <label key={reason.value} className="flex items-center gap-2">
            <input type="radio" name="reason" value={reason.value} className="accent-brand-700" />
            {reason.label}
          </label>
        ))}
        <label className="flex items-center gap-2">
          <input type="radio" name="reason" value="" defaultChecked className="accent-brand-700" />
          Prefer not to say
        </label>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="unsubscribe-feedback" className="font-medium">
          Anything else you'd like to tell us? (optional)
        </label>
        <textarea
          id="unsubscribe-feedback"
          name="feedback"
          rows={3}
          maxLength={2000}
          className="rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100"
        />
      </div>
      <div className="flex flex-wrap items-center justify-center gap-4">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Unsubscribe
        </button>
        <Link to="/" className="rounded-md px-5 py-2.5 font-semibold underline-offset-4 hover:underline">
          Never Mind
        </Link>
      </div>
    </Form>
  );
}
