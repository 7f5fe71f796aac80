import type { StaffGiftCard } from '@backroom/core/gift-cards/gift-card-contract';
import { Chip } from '@mui/material';

const STATE_COLORS = { ACTIVE: 'success', PENDING: 'default', VOIDED: 'error' } as const;
const STATE_NAMES = { ACTIVE: 'Active', PENDING: 'Not sent yet', VOIDED: 'Voided' } as const;

/** A card's state as a chip. */
export function GiftCardStateChip({ state }: { state: StaffGiftCard['state'] }) {
  return <Chip size="small" label={STATE_NAMES[state]} color={STATE_COLORS[state]} variant={state === 'ACTIVE' ? 'filled' : 'outlined'} />;
}

/** A card's name for staff: its last 4 once it has a code. */
export const cardName = (card: Pick<StaffGiftCard, 'last4'>) => (card.last4 ? `•••• ${card.last4}` : 'No code yet');
