/**
 * No click is lost before hydration (docs/decisions/007-no-lost-clicks.md). The server-rendered
 * page is visible and clickable before React has attached its handlers; a click on a button that
 * only JavaScript serves ('Members Only', the contact form's Send, the footer's Subscribe) would
 * do nothing. This inline script, run in <head> before any markup, holds such clicks and form
 * submissions on `window` in the capture phase (so React's own listeners never see them twice),
 * and the root replays them on the same elements once the page is hydrated. Links, typing,
 * focus and selection are left to the browser: they work without JavaScript.
 */
import { FOLLOW_SYSTEM_STORAGE_KEY, THEME_COLORS, THEME_STORAGE_KEY } from "#core/theme.ts";

export const EARLY_EVENTS_KEY = "__earlyEvents";

/**
 * A control that answers before the app starts (decision 026): a click on it before hydration takes
 * its effect here at once and is not held, so the replay never repeats it; once hydrated, React's
 * own handler serves it. The theme toggle: the other theme, stored as an explicit choice, exactly
 * what `toggleTheme` (app/components/theme/theme-store.ts) does, which reads it back at hydration.
 */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/**
 * The mobile menu answers before the start too (decision 026, addendum): the server sends a copy
 * of the open menu, hidden (`EARLY_MENU_ID`); a tap on the menu button (`MENU_OPEN_ATTRIBUTE`)
 * shows it, its close button (`MENU_CLOSE_ATTRIBUTE`), Escape or a theme change hide it, its links
 * navigate as links do. 'Members Only' in it is held as a click on the header's own button
 * (`MEMBERS_ONLY_ATTRIBUTE`), which the app serves once it runs; the copy has no handlers. At
 * hydration the header adopts an open copy: React's menu opens in its place (site/header.tsx).
 */
export const EARLY_MENU_ID = "mobile-menu-early";
export const MENU_OPEN_ATTRIBUTE = "data-menu-open";
export const MENU_CLOSE_ATTRIBUTE = "data-menu-close";
export const MEMBERS_ONLY_ATTRIBUTE = "data-members-only";

/** What a click must land in to be held: controls whose effect needs JavaScript. */
export const HELD_CONTROLS =
  'button,[role="button"],summary,input[type="submit"],input[type="button"],input[type="image"]';

export const earlyEventsScript = `(function(){var w=window,d=document.documentElement,q=[],done=false;
function on(){return !done&&d.dataset.hydrated!=='true'}
function hold(e,el,by){e.preventDefault();e.stopPropagation();q.push({type:e.type,el:el,by:by||null});}
function menu(){return document.getElementById('${EARLY_MENU_ID}')}
function consume(e){e.preventDefault();e.stopPropagation()}
function openMenu(){var m=menu();if(!m)return;m.hidden=false;d.style.overflow='hidden';var c=m.querySelector('[${MENU_CLOSE_ATTRIBUTE}]');if(c)c.focus()}
function closeMenu(){var m=menu();if(!m||m.hidden)return;m.hidden=true;d.style.overflow='';var b=document.querySelector('[${MENU_OPEN_ATTRIBUTE}]');if(b)b.focus()}
function click(e){if(!on()||e.button>0)return;var t=e.target;var el=t&&t.closest&&t.closest('${HELD_CONTROLS}');
if(!el||el.disabled)return;var m=menu(),inMenu=m&&m.contains(el);
if(el.hasAttribute('${THEME_TOGGLE_ATTRIBUTE}')){consume(e);theme();if(inMenu)closeMenu();return}
if(el.hasAttribute('${MENU_OPEN_ATTRIBUTE}')){consume(e);openMenu();return}
if(inMenu&&el.hasAttribute('${MENU_CLOSE_ATTRIBUTE}')){consume(e);closeMenu();return}
if(inMenu&&el.hasAttribute('${MEMBERS_ONLY_ATTRIBUTE}')){var h=document.querySelector('header [${MEMBERS_ONLY_ATTRIBUTE}]');closeMenu();if(h)hold(e,h);else consume(e);return}
hold(e,el);}
function key(e){if(on()&&e.key==='Escape')closeMenu()}
function theme(){var t=d.classList.contains('dark')?'light':'dark';try{localStorage.setItem('${THEME_STORAGE_KEY}',t);localStorage.setItem('${FOLLOW_SYSTEM_STORAGE_KEY}','false')}catch(x){}
d.classList.toggle('dark',t==='dark');d.style.colorScheme=t;var c=document.querySelector('meta[name=theme-color]');if(c)c.setAttribute('content',t==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}');}
function submit(e){if(!on())return;hold(e,e.target,e.submitter);}
function replay(){done=true;w.removeEventListener('click',click,true);w.removeEventListener('keydown',key,true);w.removeEventListener('submit',submit,true);w.removeEventListener('error',failed,true);
var r=q;q=[];r.forEach(function(h){if(!h.el.isConnected)return;if(h.type==='click')h.el.click();
else h.el.requestSubmit(h.by&&h.by.isConnected&&h.by.closest('form')===h.el?h.by:undefined);});return r.length;}
function failed(e){var t=e.target;if(t&&((t.tagName==='SCRIPT'&&t.type==='module')||(t.tagName==='LINK'&&t.rel==='modulepreload')))replay();}
w.addEventListener('click',click,true);w.addEventListener('keydown',key,true);w.addEventListener('submit',submit,true);w.addEventListener('error',failed,true);
w.${EARLY_EVENTS_KEY}={replay:replay};
})();`;

type Buffer = { replay(): number };

/**
 * Replays, in order, what the visitor did before hydration; called once the app is hydrated. The
 * inline script does the same by itself when the app's code fails to load (a module script or
 * preload errors): then the held clicks take their plain HTML effect (a form posts natively).
 */
export function replayEarlyEvents(target: Window = window) {
  const buffer = (target as unknown as Record<string, Buffer | undefined>)[EARLY_EVENTS_KEY];
  return buffer ? buffer.replay() : 0;
}
