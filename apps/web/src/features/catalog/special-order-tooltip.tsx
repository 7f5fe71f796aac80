import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { specialOrderTooltip } from './item-card-display';
import { useMessages } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';

/** Tooltip timings (SPEC section 9). */
export const TOOLTIP_DELAYS = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const;

/**
 * The special-order notice over a card. Its own chunk: the tooltip and its positioning engine
 * download only for listings that hold a special-order item.
 */
export function SpecialOrderTooltip({ phone, children }: { phone: string; children: ReactElement }) {
  const t = useMessages(catalogMessages);
  return (
    <Tooltip title={specialOrderTooltip(phone, t)} arrow describeChild {...TOOLTIP_DELAYS}>
      {children}
    </Tooltip>
  );
}
