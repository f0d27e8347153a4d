import { Link } from "#app/components/site/links.tsx";

/** Where a 404 offers to go: the list the record came from, or the home page. */
export type BackLink = { to: string; label: string };

export function isBackLink(value: unknown): value is BackLink {
  const v = value as BackLink | null;
  return typeof v?.to === "string" && v.to.startsWith("/") && typeof v.label === "string";
}

/**
 * The 404 page. Inside a frame that has its own <main> (the back office), `landmark` is false and
 * `back` names the list the unknown record came from.
 */
export function NotFound({
  message,
  back = { to: "/", label: "Back to Home" },
  landmark = true,
}: {
  message?: string;
  back?: BackLink;
  landmark?: boolean;
} = {}) {
  const Frame = landmark ? "main" : "div";
  return (
    <Frame
      id={landmark ? "main" : undefined}
      tabIndex={landmark ? -1 : undefined}
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
      <Link
        to={back.to}
        className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {back.label}
      </Link>
    </Frame>
  );
}
