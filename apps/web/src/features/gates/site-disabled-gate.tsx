import { GateDialog } from './gate-dialog';
import { useMessages } from '../../lib/i18n/use-messages';
import { gateMessages } from './gates.messages';

export function SiteDisabledGate({ phone, onAcknowledge }: { phone: string; onAcknowledge: () => void }) {
  const t = useMessages(gateMessages);
  return (
    <GateDialog
      id="site-disabled"
      title={t('gates.disabled.title')}
      text={t('gates.disabled.text', { phone })}
      accept={{ label: t('gates.disabled.ok'), formAnswer: 'notice-read', onClick: onAcknowledge }}
    />
  );
}
