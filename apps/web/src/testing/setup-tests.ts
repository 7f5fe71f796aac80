import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  // A test in the Node environment (no window) has no storage to clear.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
