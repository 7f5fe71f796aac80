import type { Page } from '@playwright/test';

/**
 * What makes the page wider than the window, in words (empty when nothing does): the page itself
 * scrolling sideways, and every element shown past the window's left or right edge.
 *
 * An element past the edge is allowed only inside a region meant to be scrolled sideways (an
 * ancestor with `overflow-x: auto` or `scroll`, such as a strip of tabs or a wide table's frame)
 * that itself fits in the window: a person swipes that region on purpose, the page stays still.
 * Anything clipped by `overflow: hidden` instead is not excused: it is cut off, not reachable.
 * Elements with no box, hidden (`visibility: hidden`), see-through (`opacity: 0`) or inside a 1 px box that clips them (the
 * visually hidden words for screen readers) show nothing and are skipped.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${width} px window`);
    // Inside an element already said, its children are not said again.
    const said = new Set<Element>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) continue;
      const look = getComputedStyle(element);
      // Shows nothing (MUI's switches and checkboxes lay a see-through input wider than themselves over them).
      if (look.visibility === 'hidden' || look.opacity === '0') continue;
      let scroller: Element | null = element.parentElement;
      let unseen = false;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
        // Inside a 1 px box that clips it: hidden from sight, there for screen readers (a table's head on a phone).
        const clip = scroller.getBoundingClientRect();
        unseen ||= getComputedStyle(scroller).overflowX !== 'visible' && (clip.width <= 1 || clip.height <= 1);
        scroller = scroller.parentElement;
      }
      if (unseen) continue;
      const region = scroller && scroller !== document.body && scroller !== root ? scroller.getBoundingClientRect() : null;
      if (region && region.left >= -0.5 && region.right <= width + 0.5) continue;
      said.add(element);
      if (element.parentElement && said.has(element.parentElement)) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = typeof element.className === 'string' ? element.className.split(' ').filter((part) => part.startsWith('Mui')).slice(0, 2).join('.') : '';
      found.push(`<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (found.length >= 12) break;
    }
    return found;
  });
}
