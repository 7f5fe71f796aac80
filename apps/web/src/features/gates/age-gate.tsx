import { AGE_GATE_LEAVE_URL } from '@backroom/core/storefront-gates';
import { confirmAge } from '../../lib/gate-answers';
import { GateDialog } from './gate-dialog';
import { useMessages } from '../../lib/i18n/use-messages';
import { gateMessages } from './gates.messages';

export function AgeGate({ productName }: { productName: string }) {
  const t = useMessages(gateMessages);
  return (
    <GateDialog
      id="age-gate"
      title={t('gates.age.title', { shop: productName })}
      text={t('gates.age.text')}
      accept={{ label: t('gates.age.ok'), formAnswer: 'age-ok', onClick: confirmAge }}
      cancel={{ label: t('gates.age.cancel'), formAnswer: 'leave', onClick: () => window.location.assign(AGE_GATE_LEAVE_URL) }}
    />
  );
}
