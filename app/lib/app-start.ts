import { SESSION_CHANNEL } from "#core/auth-rules.ts";

/**
 * When the app's code starts, and what a public page does after load without it (decision 018).
 * Inlined in <head> after the theme script; runs before any markup.
 *
 * 1. Start. The server made the page's module preloads and boot module inert
 *    (app/lib/defer-hydration.ts) and said when to start them (`data-start`, app/lib/start-when.ts):
 *    - `paint`: once the browser reports the first contentful paint (after 1.5 s at the latest);
 *    - `intent`: on the visitor's first sign of intent: a pointer that moves or presses, a touch, a
 *      key, a wheel, a scroll or a focus; when a part that needs the code comes into view
 *      (`data-start-when-seen`: the video carousel plays when seen); or when another tab signs in
 *      (the app then reloads its data: `sessionNews`). Until then the page is complete as served:
 *      links are plain links, and a click on a control or a form submission is held and replayed
 *      once the app has hydrated (early-events.ts). The code is fetched (not run) when the browser
 *      is idle after load, so the start costs no download.
 *    Any sign of intent before the page is parsed starts it as soon as it is, not before: while the
 *    parser is still in the boot module its text is cut short, and a start then never hydrated.
 *    Without any sign of intent the page starts by itself IDLE_START_AFTER_MS after load, when the
 *    browser is idle (decision 026): a reader's first click should not pay for the start.
 *    `data-started-by="idle"` on <html> says so.
 * 2. After load, on every page of the site layout (its `#site-schedule` data, SiteLayout): the
 *    landing page's view is counted (first-party analytics, app/lib/tracker.ts, when `track`),
 *    and the preload schedule of 000 section 2 (server/preload-plan.ts) adds its
 *    `<link rel="prefetch">` tags 2 s and 5 s after load, when the browser is idle.
 *
 * `window.__appStart` tells the app what happened before it ran: the landing view (the visit's
 * source, which later views keep) and whether another tab's session changed meanwhile.
 */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
export const DEFERRED_PRELOAD_REL = "x-deferred-modulepreload";
export const START_ATTRIBUTE = "data-start";
export const START_WHEN_SEEN_ATTRIBUTE = "data-start-when-seen";
export const SITE_SCHEDULE_ID = "site-schedule";
export const APP_START_KEY = "__appStart";
/**
 * An anonymous visitor's page starts by itself this long after load, when the browser is next idle
 * (at the latest IDLE_START_TIMEOUT_MS later), if no sign of intent started it before (decision 026,
 * amending 018): the first click, tap or key of a reader then finds the app running.
 */
export const IDLE_START_AFTER_MS = 5000;
export const IDLE_START_TIMEOUT_MS = 1000;
export const COLLECT_ENDPOINT = "/api/collect";

/** The signs of intent, listened to on `window` in the capture phase (passive). */
export const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "wheel",
  "scroll",
  "focusin",
];

/** A page view beacon (server/http/collect-endpoint.ts reads it). */
export type ViewBeacon = {
  k: "v";
  p: string;
  r?: string;
  us?: string;
  um?: string;
  uc?: string;
  w?: number;
  l?: string;
};

/** What the start script tells the app (window.__appStart). */
export type AppStartState = { landing: ViewBeacon; sessionNews: boolean };

/** What SiteLayout puts in `#site-schedule` for the start script. */
export type SiteSchedule = { track: boolean; preload: { afterMs: number; hrefs: string[] }[] };

export const appStartScript = `(function(){var w=window,d=document,h=d.documentElement,started=false,intent=false;
var q=new URLSearchParams(location.search);function pick(k){var v=q.get(k);return v?v.slice(0,100):undefined}
var s=w.${APP_START_KEY}={sessionNews:false,landing:{k:'v',p:location.pathname,r:d.referrer||undefined,us:pick('utm_source'),um:pick('utm_medium'),uc:pick('utm_campaign'),w:screen.width,l:navigator.language}};
var E=${JSON.stringify(INTENT_EVENTS)};
function idle(f,t){if(w.requestIdleCallback)requestIdleCallback(f,{timeout:t||1000});else setTimeout(f,1)}
function afterLoad(f){if(d.readyState==='complete')f();else w.addEventListener('load',function(){f()},{once:true})}
function deferred(){return d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]')}
function inert(){return d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')}
function link(rel,href){var l=d.createElement('link');l.rel=rel;l.href=href;d.head.appendChild(l)}
function prefetch(href){var u=new URL(href,location.href).href;
if(d.querySelector('link[href="'+href+'"]:not([rel="${DEFERRED_PRELOAD_REL}"])')||performance.getEntriesByName(u).length)return;link('prefetch',href)}
function quiet(){E.forEach(function(t){w.removeEventListener(t,wanted,true)})}
function start(){if(started||d.readyState==='loading')return;var o=deferred();if(!o)return;started=true;quiet();h.dataset.boot='started';
inert().forEach(function(l){link('modulepreload',l.getAttribute('href'))});
var m=d.createElement('script');m.type='module';m.nonce=o.nonce;m.textContent=o.textContent;d.body.appendChild(m)}
function wanted(){intent=true;start()}
E.forEach(function(t){w.addEventListener(t,wanted,{capture:true,passive:true})});
function afterPaint(){var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}});o.observe({type:'paint',buffered:true})}
else requestAnimationFrame(function(){setTimeout(start,0)});
setTimeout(start,1500)}
function whenSeen(){var parts=d.querySelectorAll('[${START_WHEN_SEEN_ATTRIBUTE}]');if(!parts.length)return;
if(!w.IntersectionObserver){start();return}
var io=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){io.disconnect();start()}})});
parts.forEach(function(p){io.observe(p)})}
function ready(){var o=deferred();if(!o){quiet();return}
if(o.getAttribute('${START_ATTRIBUTE}')!=='intent'||intent){h.dataset.boot='pending';if(intent)start();else afterPaint();return}
h.dataset.boot='intent';whenSeen();
if(w.BroadcastChannel)new BroadcastChannel('${SESSION_CHANNEL}').onmessage=function(){s.sessionNews=true;start()};
afterLoad(function(){idle(function(){if(!started)inert().forEach(function(l){prefetch(l.getAttribute('href'))})},2000);
setTimeout(function(){idle(function(){if(!started){h.dataset.startedBy='idle';start()}},${IDLE_START_TIMEOUT_MS})},${IDLE_START_AFTER_MS})})}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready();
afterLoad(function(){var el=d.getElementById('${SITE_SCHEDULE_ID}');if(!el)return;var c;try{c=JSON.parse(el.textContent)}catch(e){return}
if(c.track){var send=function(){idle(function(){var b=JSON.stringify(s.landing);
if(!(navigator.sendBeacon&&navigator.sendBeacon('${COLLECT_ENDPOINT}',b)))fetch('${COLLECT_ENDPOINT}',{method:'POST',body:b,keepalive:true}).catch(function(){})},3000)};
if(d.prerendering)d.addEventListener('prerenderingchange',send,{once:true});else send()}
(c.preload||[]).forEach(function(step){setTimeout(function(){idle(function(){step.hrefs.forEach(prefetch)})},step.afterMs)})});
})();`;

/** What the start script recorded before the app ran; absent where it did not run (tests, tools). */
export function appStartState(target: Window = window): AppStartState | undefined {
  return (target as unknown as Record<string, AppStartState | undefined>)[APP_START_KEY];
}
