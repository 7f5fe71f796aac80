import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has the <dialog> element but not its modal methods: open and close it by its `open`
// attribute. The top layer, inertness, focus and Escape are the browser's (covered by the e2e).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// What a test waits for (findBy…, waitFor) is what a shopper would see after a click. Testing
// Library gives up after 1 s; on a 2-core machine running the API tests beside these, a render
// after an answer has taken longer (item-dialog's "Added … to cart." in a fresh clone's run), so
// wait up to 5 s. The assertions are the same; a screen that never shows it still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A test in the Node environment (no window) has no storage to clear.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
