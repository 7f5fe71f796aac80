import { createHash } from 'node:crypto';
import { CART_STORAGE_KEY } from '@backroom/core/cart';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@backroom/core/locale';
import { AGE_CONFIRMED_COOKIE } from '@backroom/core/storefront-gates';
import { FIRST_VIEW_AGAIN } from '@backroom/core/storefront-render';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The element of a server-rendered page that lists its scripts, for the check to ask for once the first view is in. */
export const PAGE_SCRIPTS_ELEMENT = 'backroom-scripts';

/** The storefront's entry module and the modules it and the first screen import, preloaded with it. */
export interface PageScripts {
  entry: string;
  preload: string[];
}

/** Longest the scripts wait for the first view's stylesheet, fonts and pictures. */
const SCRIPTS_WAIT_MS = 4000;

/**
 * The one inline script of a server-rendered page, run in the head before anything paints. The
 * server renders for what the visitor's cookies say; their browser may know more in local storage
 * (a language chosen, or an age answer given, before these cookies existed or after they were
 * cleared). Then the markup would be the wrong language, or the age gate over a page this visitor
 * may see, and the browser would have to change it in front of them: instead the script writes
 * the cookies and asks for the page again, once per address and browser session, before painting it
 * (the page stops loading where it is, hidden, and its own scripts, should they run, see
 * FIRST_VIEW_AGAIN and do nothing: they would write the cookies back to what the server rendered for). The cookies go through the Cookie Store API
 * where there is one: a cookie written to `document.cookie` reaches the browser's store a moment
 * later, and a reload asked for at once may go without it.
 *
 * Otherwise it asks for the page's scripts (PAGE_SCRIPTS_ELEMENT) once the page has loaded (its
 * stylesheet, fonts and first pictures; at most SCRIPTS_WAIT_MS): the first view is whole without
 * them, and on a slow line they would share it with what the first view shows (docs/decisions/028).
 */
export const FIRST_VIEW_CHECK = `(function(){
var started=false;
var start=function(){if(started)return;started=true;
var scripts=JSON.parse(document.getElementById(${JSON.stringify(PAGE_SCRIPTS_ELEMENT)}).textContent);
var add=function(element){element.crossOrigin='';document.head.appendChild(element);};
for(var i=0;i<scripts.preload.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.href=scripts.preload[i];add(link);}
var entry=document.createElement('script');entry.type='module';entry.src=scripts.entry;add(entry);
};
var later=function(){if(document.readyState==='complete')start();else{window.addEventListener('load',start);setTimeout(start,${SCRIPTS_WAIT_MS});}};
try{
var view=JSON.parse(document.getElementById('backroom-first-view').textContent);
var wanted=[];
var locale=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
if((locale==='en-CA'||locale==='fr-CA')&&locale!==view.locale)wanted.push([${JSON.stringify(LOCALE_COOKIE)},locale]);
var cart=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');
if(!view.ageConfirmed&&cart&&cart.customerAddress&&cart.customerAddress.ageCheck===true)wanted.push([${JSON.stringify(AGE_CONFIRMED_COOKIE)},'1']);
if(!wanted.length||sessionStorage.getItem('backroom.firstViewAgain')===location.href)return later();
sessionStorage.setItem('backroom.firstViewAgain',location.href);
window[${JSON.stringify(FIRST_VIEW_AGAIN)}]=true;
document.documentElement.style.visibility='hidden';
window.stop();
var again=function(){location.reload();};
var store=window.cookieStore;
var written=[];
for(var i=0;i<wanted.length;i++){
if(store)written.push(store.set({name:wanted[i][0],value:wanted[i][1],path:'/',expires:Date.now()+${ONE_YEAR_SECONDS * 1000},sameSite:'lax'}));
else document.cookie=wanted[i][0]+'='+wanted[i][1]+'; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax';
}
if(store)Promise.all(written).then(again,again);else setTimeout(again,50);
}catch(e){later();}})();`;

/** The script's hash, which the page's Content-Security-Policy allows (and no other inline script). */
export const FIRST_VIEW_CHECK_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_CHECK).digest('base64')}'`;
