import { Link } from "#app/components/site/links.tsx";

export function NotFound({ message }: { message?: string } = {}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center"
    >
      <title>Page not found</title>
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase dark:text-brand-500">
        404
      </p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-neutral-600 dark:text-neutral-300">
        {message ?? "The page you are looking for does not exist or has moved."}
      </p>
      <Link to="/" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Back to Home
      </Link>
    </main>
  );
}
