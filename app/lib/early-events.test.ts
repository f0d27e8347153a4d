// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  EARLY_EVENTS_KEY,
  EARLY_MENU_ID,
  earlyEventsScript,
  MEMBERS_ONLY_ATTRIBUTE,
  MENU_CLOSE_ATTRIBUTE,
  MENU_OPEN_ATTRIBUTE,
  replayEarlyEvents,
  THEME_TOGGLE_ATTRIBUTE,
} from "./early-events.ts";

/* The page as the server sends it: the inline script runs first, "React" listens on the document
   (as React Router's hydrateRoot(document) does) only once hydrated. */
function setUp() {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = `
    <button id="members" type="button"><span>Members Only</span></button>
    <form id="subscribe"><input name="email"><button id="send" type="submit">Subscribe</button></form>
    <form id="plain"><input name="q"></form>
    <a id="link" href="#somewhere">Services</a>`;
  new Function(earlyEventsScript)();
  const seen: string[] = [];
  const react = (event: Event) => seen.push(`${event.type}:${(event.target as Element).id}`);
  document.addEventListener("click", react);
  document.addEventListener("submit", (event) => {
    event.preventDefault();
    react(event);
  });
  return seen;
}

function hydrate() {
  document.documentElement.dataset.hydrated = "true";
  return replayEarlyEvents();
}

afterEach(() => {
  (window as unknown as Record<string, { replay(): unknown } | undefined>)[EARLY_EVENTS_KEY]?.replay();
  delete (window as unknown as Record<string, unknown>)[EARLY_EVENTS_KEY];
});

describe("clicks before hydration", () => {
  it("holds a click on a button and replays it once on the same button after hydration", () => {
    const seen = setUp();
    document.querySelector("#members span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(seen).toEqual([]);
    expect(hydrate()).toBe(1);
    expect(seen).toEqual(["click:members"]);
  });

  it("holds a submit button's click (no native post) and replays it into a submit", () => {
    const seen = setUp();
    const send = document.querySelector<HTMLButtonElement>("#send");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    send?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    hydrate();
    expect(seen[0]).toBe("click:send");
    expect(seen).toContain("submit:subscribe");
  });

  it("holds a form submitted without a button (Enter in a lone field) and resubmits it", () => {
    const seen = setUp();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.querySelector("#plain")?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    hydrate();
    expect(seen).toEqual(["submit:plain"]);
  });

  it("leaves links to the browser", () => {
    const seen = setUp();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("#link")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(seen).toEqual(["click:link"]);
    expect(hydrate()).toBe(0);
  });

  it("stops holding once hydrated: later clicks reach the page directly, once", () => {
    const seen = setUp();
    hydrate();
    document.querySelector("#members")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(seen).toEqual(["click:members"]);
    expect(replayEarlyEvents()).toBe(0);
    expect(seen).toEqual(["click:members"]);
  });

  it("lets the theme toggle answer at once before hydration, and only React's handler after (no double toggle)", () => {
    const seen = setUp();
    const root = document.documentElement;
    root.classList.remove("dark");
    localStorage.clear();
    document.body.insertAdjacentHTML(
      "beforeend",
      `<button id="theme" type="button" ${THEME_TOGGLE_ATTRIBUTE}><svg></svg></button>`,
    );
    document.querySelector("#theme svg")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(localStorage.getItem("theme-follow-system")).toBe("false");
    expect(seen).toEqual([]);
    // Not held: hydration replays nothing, so the theme does not flip back.
    expect(hydrate()).toBe(0);
    expect(root.classList.contains("dark")).toBe(true);
    document.querySelector("#theme")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(seen).toEqual(["click:theme"]);
    expect(root.classList.contains("dark")).toBe(true);
    root.classList.remove("dark");
    root.style.colorScheme = "";
  });

  it("skips a held click whose element left the page", () => {
    const seen = setUp();
    const members = document.querySelector("#members");
    members?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    members?.remove();
    expect(hydrate()).toBe(1);
    expect(seen).toEqual([]);
  });

  it("lets the held clicks take their plain effect when the app's code fails to load", () => {
    const seen = setUp();
    const nativeSubmits: string[] = [];
    const form = document.querySelector<HTMLFormElement>("#subscribe");
    form?.addEventListener("submit", () => nativeSubmits.push("subscribe"));
    document
      .querySelector("#send")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(seen).toEqual([]);
    const preload = document.createElement("link");
    preload.rel = "modulepreload";
    document.head.append(preload);
    preload.dispatchEvent(new Event("error"));
    expect(nativeSubmits).toEqual(["subscribe"]);
    // From then on the page is left to the browser: nothing is held any more.
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("#members")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe("the mobile menu before hydration", () => {
  function withMenu() {
    const seen = setUp();
    document.body.insertAdjacentHTML(
      "afterbegin",
      `<header><button id="open" type="button" ${MENU_OPEN_ATTRIBUTE}>Open menu</button>
       <button id="header-members" type="button" ${MEMBERS_ONLY_ATTRIBUTE}>Members Only</button></header>
       <div id="${EARLY_MENU_ID}" hidden>
         <button id="close" type="button" ${MENU_CLOSE_ATTRIBUTE}>Close menu</button>
         <button id="menu-members" type="button" ${MEMBERS_ONLY_ATTRIBUTE}>Members Only</button>
         <button id="menu-theme" type="button" ${THEME_TOGGLE_ATTRIBUTE}>Theme</button>
       </div>`,
    );
    const menu = document.getElementById(EARLY_MENU_ID) as HTMLElement;
    const click = (id: string) =>
      document.getElementById(id)?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    return { seen, menu, click };
  }

  it("opens and closes the server's copy at once, without holding the clicks", () => {
    const { seen, menu, click } = withMenu();
    click("open");
    expect(menu.hidden).toBe(false);
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(document.activeElement?.id).toBe("close");
    click("close");
    expect(menu.hidden).toBe(true);
    expect(document.documentElement.style.overflow).toBe("");
    click("open");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(menu.hidden).toBe(true);
    expect(hydrate()).toBe(0);
    expect(seen).toEqual([]);
  });

  it("closes on a theme change, and holds 'Members Only' as a click on the header's own button", () => {
    const { seen, menu, click } = withMenu();
    click("open");
    click("menu-theme");
    expect(menu.hidden).toBe(true);
    click("open");
    click("menu-members");
    expect(menu.hidden).toBe(true);
    expect(hydrate()).toBe(1);
    expect(seen).toEqual(["click:header-members"]);
  });
});
