import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { specialOrderTooltip } from './item-card-display';

/** Tooltip timings (SPEC section 9). */
export const TOOLTIP_DELAYS = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const;

/**
 * The special-order notice over a card. Its own chunk: the tooltip and its positioning engine
 * download only for listings that hold a special-order item.
 */
export function SpecialOrderTooltip({ phone, children }: { phone: string; children: ReactElement }) {
  return (
    <Tooltip title={specialOrderTooltip(phone)} arrow describeChild {...TOOLTIP_DELAYS}>
      {children}
    </Tooltip>
  );
}
