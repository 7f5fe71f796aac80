import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useClientConfig } from '../features/client-config/api/get-client-config';
import { useCart } from '../features/cart/cart-store';

// Most visits pass the gates from the cart they keep: the gates load only when shown.
const AgeGate = lazy(async () => ({ default: (await import('../features/gates/age-gate')).AgeGate }));
const SiteDisabledGate = lazy(async () => ({ default: (await import('../features/gates/site-disabled-gate')).SiteDisabledGate }));

/**
 * The seven information pages a visitor may read before passing the gates (SPEC section 2), and
 * /refunds, which the terms link to and which shows the returns page.
 */
export const UNGATED_PATHS = ['/privacy', '/tos', '/payment', '/ordering', '/shipping', '/returns', '/refunds', '/contact'];
const ACKNOWLEDGED_KEY = 'siteDisabledAcknowledged';

/** Shows the page, unless the age gate or the site-disabled gate stands in front of it. */
export function GatedOutlet() {
  const { data: config } = useClientConfig();
  const cart = useCart();
  const { pathname } = useLocation();
  const [acknowledged, setAcknowledged] = useState(() => sessionStorage.getItem(ACKNOWLEDGED_KEY) === 'true');
  if (!config || UNGATED_PATHS.includes(pathname.replace(/\/$/, ''))) return <Outlet />;
  if (config.general.age_check && !cart.customerAddress.ageCheck) {
    return (
      <Suspense fallback={null}>
        <AgeGate productName={config.general.product_name} />
      </Suspense>
    );
  }
  if (config.general.site_disabled && !acknowledged) {
    const acknowledge = () => {
      sessionStorage.setItem(ACKNOWLEDGED_KEY, 'true');
      setAcknowledged(true);
    };
    return (
      <Suspense fallback={null}>
        <SiteDisabledGate phone={config.general.phone} onAcknowledge={acknowledge} />
      </Suspense>
    );
  }
  return <Outlet />;
}
