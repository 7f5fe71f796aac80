import type { FirstView } from '@backroom/core/storefront-render';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/*
 * The first view is rendered twice: by the server, for what it knows of the visitor (the language
 * and the gates they answered, from their cookies), and by the browser as it hydrates that markup.
 * Both renders must give the same markup (docs/decisions/028), so anything only the browser knows
 * (local storage, the window's width) is read from a snapshot that is the server's during those
 * renders, and the browser's own value after.
 */

const FirstViewContext = createContext<FirstView>({ locale: 'en-CA', ageConfirmed: false, siteNoticeAcknowledged: false });

/** Who the server rendered the first view for (in the browser: what the page says it was rendered for). */
export function FirstViewProvider({ firstView, children }: { firstView: FirstView; children: ReactNode }) {
  return <FirstViewContext.Provider value={firstView}>{children}</FirstViewContext.Provider>;
}

/** Who the server rendered the first view for: the snapshot of browser-only state during hydration. */
export function useFirstView(): FirstView {
  return useContext(FirstViewContext);
}

const noSubscription = () => () => undefined;

/**
 * True while rendering on the server and while the browser hydrates its markup; false in every
 * later render, and in a page the browser renders by itself. A component whose first render
 * depends on the browser shows the server's version while this is true.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
