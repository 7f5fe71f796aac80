import { createHash } from 'node:crypto';
import { CART_STORAGE_KEY } from '@backroom/core/cart';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@backroom/core/locale';
import { AGE_CONFIRMED_COOKIE } from '@backroom/core/storefront-gates';
import { FIRST_VIEW_AGAIN } from '@backroom/core/storefront-render';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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
 */
export const FIRST_VIEW_CHECK = `(function(){try{
var view=JSON.parse(document.getElementById('backroom-first-view').textContent);
var wanted=[];
var locale=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
if((locale==='en-CA'||locale==='fr-CA')&&locale!==view.locale)wanted.push([${JSON.stringify(LOCALE_COOKIE)},locale]);
var cart=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');
if(!view.ageConfirmed&&cart&&cart.customerAddress&&cart.customerAddress.ageCheck===true)wanted.push([${JSON.stringify(AGE_CONFIRMED_COOKIE)},'1']);
if(!wanted.length||sessionStorage.getItem('backroom.firstViewAgain')===location.href)return;
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
}catch(e){}})();`;

/** The script's hash, which the page's Content-Security-Policy allows (and no other inline script). */
export const FIRST_VIEW_CHECK_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_CHECK).digest('base64')}'`;
