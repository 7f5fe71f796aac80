import { confirmAge } from '../../lib/gate-answers';
import { GateDialog } from './gate-dialog';
import { useMessages } from '../../lib/i18n/use-messages';
import { gateMessages } from './gates.messages';

/** Where Cancel sends a visitor who is not of age. */
export const LEAVE_URL = 'https://www.google.ca/';

export function AgeGate({ productName }: { productName: string }) {
  const t = useMessages(gateMessages);
  return (
    <GateDialog
      id="age-gate"
      title={t('gates.age.title', { shop: productName })}
      text={t('gates.age.text')}
      accept={{ label: t('gates.age.ok'), onClick: confirmAge }}
      cancel={{ label: t('gates.age.cancel'), onClick: () => window.location.assign(LEAVE_URL) }}
    />
  );
}
