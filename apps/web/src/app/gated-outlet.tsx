import { gateFor } from '@backroom/core/storefront-gates';
import { Outlet, useLocation } from 'react-router';
import { BehindGate } from '../components/modal-dialog';
import { acknowledgeSiteNotice, useGateAnswers } from '../lib/gate-answers';
import { useClientConfig } from '../lib/get-client-config';
import { AgeGate, SiteDisabledGate } from './screens';

/**
 * Shows the page, with the age gate or the site-disabled gate over it when one stands in front of
 * it for this visitor (core's gateFor). The page renders behind the gate, inert under it, so a
 * first visit's page arrives whole from the server (docs/decisions/028); the gate's answer
 * uncovers it without loading anything.
 */
export function GatedOutlet() {
  const { data: config } = useClientConfig();
  const answers = useGateAnswers();
  const { pathname } = useLocation();
  const gate = config ? gateFor(config.general, answers, pathname) : null;
  return (
    <>
      <BehindGate.Provider value={gate !== null}>
        <Outlet />
      </BehindGate.Provider>
      {config && gate === 'age' && <AgeGate productName={config.general.product_name} />}
      {config && gate === 'site-disabled' && <SiteDisabledGate phone={config.general.phone} onAcknowledge={acknowledgeSiteNotice} />}
    </>
  );
}
