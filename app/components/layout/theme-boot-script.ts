/**
 * The theme rule of the specification (000 section 4) in its smallest form, inlined in <head>:
 * a stored explicit 'light'/'dark' wins unless following the system; otherwise the system
 * preference; otherwise the clock (light from 06:00 to 18:00).
 */
export const themeBootScript = `(function(){try{
var d=document.documentElement,s=localStorage.getItem('theme'),f=localStorage.getItem('theme-follow-system');
var t=(s==='light'||s==='dark')&&f!=='true'?s:null;
if(!t){var m=window.matchMedia;
if(m&&m('(prefers-color-scheme: dark)').matches)t='dark';else if(m&&m('(prefers-color-scheme: light)').matches)t='light';
else{var h=new Date().getHours();t=h>=6&&h<18?'light':'dark';}}
d.classList.toggle('dark',t==='dark');d.style.colorScheme=t;
var c=document.querySelector('meta[name=theme-color]');if(c)c.setAttribute('content',t==='dark'?'#000000':'#dc2626');
}catch(e){}})();`;
