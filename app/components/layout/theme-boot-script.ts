import {
  DAY_END_HOUR,
  DAY_START_HOUR,
  FOLLOW_SYSTEM_STORAGE_KEY,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from "#core/theme.ts";

/**
 * Inlined in <head>, runs before the first paint:
 * 1. The theme rule of 000 section 4 (core/theme.ts, kept equal by theme-boot-script.test.ts): a
 *    stored explicit light/dark wins unless following the system; otherwise the system
 *    preference; otherwise the clock (light from 06:00 up to 18:00). No flash of the wrong theme.
 * 2. Starts the app's JavaScript (its module preloads, then its boot module) once the browser
 *    reports the first contentful paint (or after 1.5 s, e.g. in a background tab) when the server
 *    made it wait (app/lib/defer-hydration.ts), so the content paints before any script loads.
 */
export const themeBootScript = `(function(){try{
var d=document.documentElement,s=localStorage.getItem('${THEME_STORAGE_KEY}'),f=localStorage.getItem('${FOLLOW_SYSTEM_STORAGE_KEY}');
var t=(s==='light'||s==='dark')&&f!=='true'?s:null;
if(!t){var m=window.matchMedia;
if(m&&m('(prefers-color-scheme: dark)').matches)t='dark';else if(m&&m('(prefers-color-scheme: light)').matches)t='light';
else{var h=new Date().getHours();t=h>=${DAY_START_HOUR}&&h<${DAY_END_HOUR}?'light':'dark';}}
d.classList.toggle('dark',t==='dark');d.style.colorScheme=t;
var c=document.querySelector('meta[name=theme-color]');if(!c){c=document.createElement('meta');c.setAttribute('name','theme-color');document.head.appendChild(c);}c.setAttribute('content',t==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}');
}catch(e){}
document.documentElement.dataset.boot='pending';
var started=false;function boot(){if(started)return;var o=document.querySelector('script[type="text/x-deferred-module"]');if(!o)return;started=true;
document.querySelectorAll('link[rel="x-deferred-modulepreload"]').forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.href=l.getAttribute('href');document.head.appendChild(p);});
var s=document.createElement('script');s.type='module';s.nonce=o.nonce;s.textContent=o.textContent;document.body.appendChild(s);}
function afterPaint(){var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();boot();}});o.observe({type:'paint',buffered:true});}
else requestAnimationFrame(function(){setTimeout(boot,0)});
setTimeout(boot,1500);}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint();
})();`;
