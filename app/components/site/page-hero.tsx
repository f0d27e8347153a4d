import type { ReactNode } from "react";
import { StaticHtml } from "./static-html.tsx";

/** The opening block of an inner page: eyebrow, the page's one h1 and an introduction. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  static: keepServerHtml = false,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  /** Nothing interactive inside: hydration keeps the server HTML (StaticHtml). */
  static?: boolean;
}) {
  const className = "border-b border-neutral-200 px-4 py-16 sm:px-6 sm:py-24 dark:border-neutral-800";
  const content = (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-500">
        {eyebrow}
      </p>
      <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {intro && <p className="mt-6 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">{intro}</p>}
      {children}
    </div>
  );
  return keepServerHtml ? (
    <StaticHtml className={className}>{content}</StaticHtml>
  ) : (
    <div className={className}>{content}</div>
  );
}

export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}

export function Section({
  id,
  title,
  eyebrow,
  children,
  className = "",
  static: keepServerHtml = false,
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  children: ReactNode;
  className?: string;
  /** Nothing interactive inside: hydration keeps the server HTML (StaticHtml). */
  static?: boolean;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-title`;
  const attributes = {
    id,
    "aria-labelledby": headingId,
    className: `below-fold scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 ${className}`,
  };
  const content = (
    <div className="mx-auto max-w-6xl">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-500">
          {eyebrow}
        </p>
      )}
      <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <div className="mt-10">{children}</div>
    </div>
  );
  return keepServerHtml ? (
    <StaticHtml as="section" {...attributes}>
      {content}
    </StaticHtml>
  ) : (
    <section {...attributes}>{content}</section>
  );
}
