import { Menu } from "lucide-react";
import { Suspense, use, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { loadSignIn, loadSignInModal } from "#app/components/auth/sign-in-loaders.ts";
import { Link } from "#app/components/site/links.tsx";
import { EARLY_MENU_ID, MENU_OPEN_ATTRIBUTE } from "#app/lib/early-events.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import { onBlogBannerVisibility } from "#core/blog/banner-event.ts";
import { enabledNav, headerNav, isScrolledPast } from "#core/site-nav.ts";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SiteNavLink } from "./nav-link.tsx";
import { preloadUserMenu, SessionSlot } from "./session-slot.tsx";
import { useSiteSettings } from "./site-settings.ts";
import { StaticHtml } from "./static-html.tsx";

function useScrolledPast100() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(isScrolledPast(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return scrolled;
}

/** On /blog the page's banner reports whether it is in view (000 section 2). */
function useBannerVisible(active: boolean) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return setVisible(false);
    return onBlogBannerVisibility(window, setVisible);
  }, [active]);
  return visible;
}

function LoadedSignInModal(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { SignInModal } = use(loadSignInModal());
  return <SignInModal {...props} />;
}

const noop = () => {};

/**
 * The open menu the start script shows before the app runs (app/lib/early-events.ts), sent hidden
 * as static HTML (React keeps it and builds nothing for it). When the app starts with it open, the
 * header opens its own menu in its place before the browser paints, and the copy hides again.
 */
function useEarlyMenu(setMenuOpen: (open: boolean) => void) {
  useLayoutEffect(() => {
    const early = document.getElementById(EARLY_MENU_ID);
    if (!early || early.hidden) return;
    early.hidden = true;
    document.documentElement.style.overflow = "";
    setMenuOpen(true);
  }, [setMenuOpen]);
}

export function Header() {
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast100();
  const overBanner = useBannerVisible(pathname === "/blog") && !scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  // The page the modal was opened on: a sign-in that goes on to a page of its own (the second
  // factor's code step, /login?step=code) leaves the modal behind.
  const [signInOpenOn, setSignInOpenOn] = useState<string | null>(null);
  const signInOpen = signInOpenOn === pathname;
  const setSignInOpen = (open: boolean) => setSignInOpenOn(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEarlyMenu(setMenuOpen);
  // The modal opens once its code is in, so that it renders at once (app/components/auth/
  // sign-in-loaders.ts); if the code cannot be fetched, the sign-in page takes over.
  const openSignIn = () => {
    void loadSignIn().then(
      () => {
        setSignInOpen(true);
        // Someone signing in will open the user menu next: fetch it meanwhile, once the dialog
        // shows (Vite's preload of its files inserts links: not within the press's answer).
        whenIdle(preloadUserMenu);
      },
      () => window.location.assign("/login"),
    );
  };
  // Over the blog's dark banner the header takes the dark look (class "dark" on itself). The height
  // changes at once and the shadow fades in on a layer of its own: a transition of the height or
  // of the shadow itself laid out or painted the header in every frame for 300 ms, frames that a
  // click made just after a scroll waited behind (issue 37).
  const look = scrolled
    ? "h-16 bg-white/95 backdrop-blur dark:bg-black/90"
    : overBanner
      ? "dark h-20 bg-neutral-950 text-neutral-100"
      : "h-20 bg-white/70 backdrop-blur-sm dark:bg-black/60";

  return (
    <>
      <header
        data-scrolled={scrolled ? "true" : "false"}
        data-over-banner={overBanner ? "true" : "false"}
        className={`fixed inset-x-0 top-0 z-40 ${look}`}
      >
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-0 -z-10 shadow-md transition-opacity duration-300 dark:shadow-neutral-900 ${scrolled ? "opacity-100" : "opacity-0"}`}
        />
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {enabledNav(headerNav, settings).map((item) => (
                <li key={item.label}>
                  <SiteNavLink
                    target={item.target}
                    className="rounded-md px-3 py-2 text-sm font-medium hover:text-brand-700 aria-[current=page]:text-brand-700 dark:hover:text-brand-500 dark:aria-[current=page]:text-brand-500"
                  >
                    {item.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-3 lg:flex">
            <SessionSlot onMembersOnly={openSignIn} />
            <Link
              to="/book"
              className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Let's Talk
            </Link>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 lg:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
            {...{ [MENU_OPEN_ATTRIBUTE]: "" }}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </header>
      {/* Outside <header>: its backdrop filter would make it the frame of a fixed overlay. */}
      <StaticHtml id={EARLY_MENU_ID} hidden className="lg:hidden">
        <MobileMenu early onClose={noop} onMembersOnly={noop} />
      </StaticHtml>
      {menuOpen && (
        <MobileMenu
          onClose={() => {
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
          onMembersOnly={() => {
            setMenuOpen(false);
            openSignIn();
          }}
        />
      )}
      {signInOpen && (
        <Suspense fallback={null}>
          <LoadedSignInModal open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      )}
    </>
  );
}
