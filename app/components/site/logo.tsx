import { Link } from "#app/components/site/links.tsx";
import { useSiteSettings } from "./site-settings.ts";

/** The mark and name; the header's goes to /. */
export function Logo({ className = "" }: { className?: string }) {
  const { siteName } = useSiteSettings();
  return (
    <Link to="/" className={`flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <LogoMark siteName={siteName} />
      <span className="text-lg">{siteName}</span>
    </Link>
  );
}

/** The site's mark (its initial on the brand colour), for pages outside the layout's data too. */
export function LogoMark({ siteName }: { siteName: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-lg bg-brand-600 text-lg leading-none text-white"
    >
      {siteName.charAt(0).toUpperCase()}
    </span>
  );
}
