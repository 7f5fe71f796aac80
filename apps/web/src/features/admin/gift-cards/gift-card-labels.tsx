import type { StaffGiftCard } from '@backroom/core/gift-cards/gift-card-contract';
import { Box, Chip } from '@mui/material';

const STATE_COLORS = { ACTIVE: 'success', PENDING: 'default', VOIDED: 'error' } as const;
const STATE_NAMES = { ACTIVE: 'Active', PENDING: 'Not sent yet', VOIDED: 'Voided' } as const;

/** A card's state as a chip. */
function GiftCardStateChip({ state }: { state: StaffGiftCard['state'] }) {
  return <Chip size="small" label={STATE_NAMES[state]} color={STATE_COLORS[state]} variant={state === 'ACTIVE' ? 'filled' : 'outlined'} />;
}

/** A card's state as a chip, and "Test" beside it for a card sold on a TEST order (worth nothing). */
export function GiftCardChips({ card }: { card: Pick<StaffGiftCard, 'state' | 'test'> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      <GiftCardStateChip state={card.state} />
      {card.test && <Chip size="small" label="Test" color="warning" title="Sold on a TEST order: worth nothing, pays for TEST orders only" />}
    </Box>
  );
}

/** A card's name for staff: its last 4 once it has a code. */
export const cardName = (card: Pick<StaffGiftCard, 'last4'>) => (card.last4 ? `•••• ${card.last4}` : 'No code yet');
