import type { Cart } from '@backroom/core/cart';
import type { ClientConfig } from '@backroom/core/client-config';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useClientConfig } from '../features/client-config/api/get-client-config';
import { useCart } from '../features/cart/cart-store';
import { AgeGate, SiteDisabledGate } from './screens';

/**
 * The seven information pages a visitor may read before passing the age gate (SPEC section 2), and
 * /refunds, which the terms link to and which shows the returns page.
 */
export const INFORMATION_PATHS = ['/privacy', '/tos', '/payment', '/ordering', '/shipping', '/returns', '/refunds', '/contact'];
const ACKNOWLEDGED_KEY = 'siteDisabledAcknowledged';

export type Gate = 'age' | 'site-disabled' | null;

/**
 * Which gate, if any, stands in front of a path for this visitor. The information pages skip the
 * gates only while the age gate is up; once it is passed (or off) they sit behind the site-disabled
 * gate like every other page.
 */
export function gateFor(config: ClientConfig, cart: Cart, pathname: string, acknowledged: boolean): Gate {
  if (config.general.age_check && !cart.customerAddress.ageCheck) {
    return INFORMATION_PATHS.includes(pathname.replace(/\/$/, '')) ? null : 'age';
  }
  if (config.general.site_disabled && !acknowledged) return 'site-disabled';
  return null;
}

/** Whether this browser session has acknowledged the site-disabled notice. */
export function siteDisabledAcknowledged(): boolean {
  try {
    return sessionStorage.getItem(ACKNOWLEDGED_KEY) === 'true';
  } catch {
    // Storage refused (a locked-down browser): the notice shows again on the next visit.
    return false;
  }
}

function rememberAcknowledged(): void {
  try {
    sessionStorage.setItem(ACKNOWLEDGED_KEY, 'true');
  } catch {
    // As above: acknowledged for this page's life only.
  }
}

/** Shows the page, unless the age gate or the site-disabled gate stands in front of it. */
export function GatedOutlet() {
  const { data: config } = useClientConfig();
  const cart = useCart();
  const { pathname } = useLocation();
  const [acknowledged, setAcknowledged] = useState(siteDisabledAcknowledged);
  const gate = config ? gateFor(config, cart, pathname, acknowledged) : null;
  if (!config || gate === null) return <Outlet />;
  if (gate === 'age') return <AgeGate productName={config.general.product_name} />;
  const acknowledge = () => {
    rememberAcknowledged();
    setAcknowledged(true);
  };
  return <SiteDisabledGate phone={config.general.phone} onAcknowledge={acknowledge} />;
}
