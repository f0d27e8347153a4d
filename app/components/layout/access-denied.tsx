import { Link } from "#app/components/site/links.tsx";

/** What a signed-in non-admin sees on any admin page (000 section 2, Guards). */
export function AccessDenied({ adminContact }: { adminContact?: string }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Access Denied</title>
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="text-neutral-600 dark:text-neutral-300">
        You don't have permission to access the admin dashboard.
      </p>
      <p className="text-sm">
        Your role: <strong>Client User</strong>
      </p>
      <div className="flex gap-3">
        <Link
          to="/client-portal"
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          Go to Client Portal
        </Link>
        <Link
          to="/"
          className="rounded-md border border-neutral-300 px-4 py-2 font-medium dark:border-neutral-700"
        >
          Back to Home
        </Link>
      </div>
      {adminContact && (
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          Need access? Contact{" "}
          <a className="underline" href={`mailto:${adminContact}`}>
            {adminContact}
          </a>
        </p>
      )}
    </main>
  );
}
