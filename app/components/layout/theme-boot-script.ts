import {
  DAY_END_HOUR,
  DAY_START_HOUR,
  FOLLOW_SYSTEM_STORAGE_KEY,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from "#core/theme.ts";

/**
 * Inlined in <head>, runs before the first paint: the theme rule of 000 section 4 (core/theme.ts,
 * kept equal by theme-boot-script.test.ts): a stored explicit light/dark wins unless following the
 * system; otherwise the system preference; otherwise the clock (light from 06:00 up to 18:00). No
 * flash of the wrong theme. When the app's code starts is app/lib/app-start.ts's.
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
})();`;
