import { describe, expect, it } from 'vitest';
import { withoutScripts } from './page-snapshot.js';

// A rendered storefront document as Chromium serializes it (shortened), with every kind of script it holds.
const RENDERED = [
  '<!DOCTYPE html><html lang="fr-CA"><head>',
  '<meta charset="UTF-8">',
  '<script id="backroom-first-view" type="application/json">{"locale":"fr-CA","ageConfirmed":true}</script>',
  "<script>(function(){try{var view=JSON.parse(document.getElementById('backroom-first-view').textContent);}catch(e){}})();</script>",
  '<style>body{background:#faf8f3;margin:0}</style>',
  '<noscript><style>#root[data-server-rendered]{pointer-events:auto}</style></noscript>',
  '<script type="module" crossorigin="" src="/assets/index-Cl6WtdWA.js"></script>',
  '<link rel="modulepreload" crossorigin="" href="/assets/styled-BkcDhM7H.js">',
  '<link rel="stylesheet" crossorigin="" href="/assets/index-JENVpLLh.css">',
  '<link rel="preload" as="image" href="/logo.svg">',
  '<link rel="preload" href="/assets/catalogue.fr-x1.js" as="script">',
  '<link rel="preload" as="image" href="/backroom/api/v1/images/img-1?size=card" fetchpriority="high">',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Canna Terra Vega"}</script>',
  '<style data-emotion="css" data-s="">.css-1{color:red}</style>',
  '</head><body><div id="root"><main><h1>Canna Terra Vega</h1></main></div>',
  '<script id="backroom-data" type="application/json">[["item",{"id":"canna-terra-vega"}]]</script>',
  '<SCRIPT>window.late = true;\n</SCRIPT >',
  '</body></html>',
].join('\n');

describe('a snapshot of a rendered page', () => {
  const snapshot = withoutScripts(RENDERED);

  it('has no script left: app, JSON data, structured data and the inline first-view check all go', () => {
    expect(snapshot).not.toMatch(/<script/i);
    expect(snapshot).not.toMatch(/<\/script/i);
    expect(snapshot).not.toContain('backroom-first-view');
    expect(snapshot).not.toContain('schema.org');
    expect(snapshot).not.toContain('window.late');
  });

  it('drops the links that bring script: module preloads and script preloads', () => {
    expect(snapshot).not.toContain('modulepreload');
    expect(snapshot).not.toContain('catalogue.fr-x1.js');
  });

  it('keeps the styles, the style sheet and the picture preloads', () => {
    expect(snapshot).toContain('<style>body{background:#faf8f3;margin:0}</style>');
    expect(snapshot).toContain('<style data-emotion="css" data-s="">.css-1{color:red}</style>');
    expect(snapshot).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-JENVpLLh.css">');
    expect(snapshot).toContain('<link rel="preload" as="image" href="/logo.svg">');
    expect(snapshot).toContain('<link rel="preload" as="image" href="/backroom/api/v1/images/img-1?size=card" fetchpriority="high">');
  });

  it('keeps the document itself: doctype, language, markup and what shows without scripts', () => {
    expect(snapshot.startsWith('<!DOCTYPE html><html lang="fr-CA"><head>')).toBe(true);
    expect(snapshot).toContain('<div id="root"><main><h1>Canna Terra Vega</h1></main></div>');
    expect(snapshot).toContain('<noscript><style>#root[data-server-rendered]{pointer-events:auto}</style></noscript>');
    expect(snapshot.endsWith('</body></html>')).toBe(true);
  });

  it('leaves a document without scripts as it was', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"></head><body><p>scriptorium</p></body></html>';
    expect(withoutScripts(plain)).toBe(plain);
  });
});
