import { GateDialog } from './gate-dialog';

export function SiteDisabledGate({ phone, onAcknowledge }: { phone: string; onAcknowledge: () => void }) {
  return (
    <GateDialog
      id="site-disabled"
      title="Ordering is paused"
      text={`Ordering from the site is temporarily disabled while we perform yearly inventory and restock. Please call ${phone} to order by phone...`}
      accept={{ label: 'Its not OK but I understand.', onClick: onAcknowledge }}
    />
  );
}
