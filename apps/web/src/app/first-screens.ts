import type { ClientConfig } from '@backroom/core/client-config';
import { type GateAnswers, gateFor } from '@backroom/core/storefront-gates';
import type { LazyScreen } from '../lib/lazy-screen';
import { isAdminPath, screensFor } from './app-routes';
import { AgeGate, SiteDisabledGate } from './screens';

/**
 * The screens the first view of a path shows, whose chunks must be there before it renders (on
 * the server) or hydrates (in the browser): the page's, and the gate's over it if one stands there.
 */
export function firstScreens(pathname: string, config: ClientConfig | undefined, answers: GateAnswers): Pick<LazyScreen<never>, 'preload'>[] {
  const page = screensFor(pathname);
  if (!config || isAdminPath(pathname)) return page;
  const gate = gateFor(config.general, answers, pathname);
  if (gate === 'age') return [...page, AgeGate];
  if (gate === 'site-disabled') return [...page, SiteDisabledGate];
  return page;
}
