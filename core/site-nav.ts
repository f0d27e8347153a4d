/**
 * Header and footer link behaviour (000 section 2): some links go to a page, others scroll to a
 * section of the home page; off the home page a section link first goes to / and then scrolls
 * after about 100 ms.
 */
export const HEADER_SCROLL_THRESHOLD_PX = 100;
export const SECTION_SCROLL_DELAY_MS = 100;

export type NavTarget =
  | { kind: "page"; to: string }
  /** A home page section; `offHome` is the page to open instead when not on the home page. */
  | { kind: "section"; section: string; offHome?: string };

export type NavAction =
  | { type: "navigate"; to: string }
  | { type: "scroll"; section: string }
  | { type: "navigate-then-scroll"; to: "/"; section: string; delayMs: number };

export function isHome(pathname: string) {
  return pathname === "/" || pathname === "";
}

export function navAction(target: NavTarget, pathname: string): NavAction {
  if (target.kind === "page") return { type: "navigate", to: target.to };
  if (isHome(pathname)) return { type: "scroll", section: target.section };
  if (target.offHome) return { type: "navigate", to: target.offHome };
  return { type: "navigate-then-scroll", to: "/", section: target.section, delayMs: SECTION_SCROLL_DELAY_MS };
}

/** The address a link carries, so it also works before the page is interactive. */
export function navHref(target: NavTarget, pathname: string): string {
  const action = navAction(target, pathname);
  return action.type === "navigate" ? action.to : `/#${action.section}`;
}

export function isScrolledPast(scrollY: number, threshold = HEADER_SCROLL_THRESHOLD_PX) {
  return scrollY > threshold;
}

export type NavItem = { label: string; target: NavTarget };

export const headerNav: NavItem[] = [
  { label: "Home", target: { kind: "section", section: "hero" } },
  { label: "About", target: { kind: "section", section: "about", offHome: "/about" } },
  { label: "Services", target: { kind: "page", to: "/services" } },
  { label: "Blog", target: { kind: "page", to: "/blog" } },
  { label: "Showcase", target: { kind: "page", to: "/showcase" } },
  { label: "Store", target: { kind: "page", to: "/store" } },
];

/** The links of features that are on: with the blog turned off (Features tab) no link leads to it. */
export function enabledNav<T extends NavItem>(items: readonly T[], features: { enableBlog: boolean }): T[] {
  return items.filter(
    (item) => features.enableBlog || item.target.kind !== "page" || !item.target.to.startsWith("/blog"),
  );
}

const services = { kind: "section", section: "services" } as const;

export const footerServiceLinks: NavItem[] = [
  { label: "Media Production", target: { kind: "page", to: "/media-production" } },
  { label: "Marketing Strategy", target: services },
  { label: "Brand Consulting", target: services },
  { label: "Creative Direction", target: services },
  { label: "Business Consulting", target: services },
];

export const footerCompanyLinks: NavItem[] = [
  { label: "About", target: { kind: "section", section: "about" } },
  { label: "Services", target: services },
  { label: "Showcase", target: { kind: "section", section: "showcase" } },
  { label: "Contact", target: { kind: "section", section: "contact" } },
  { label: "Store", target: { kind: "page", to: "/store" } },
];

export const startProjectTarget: NavTarget = { kind: "section", section: "contact" };
