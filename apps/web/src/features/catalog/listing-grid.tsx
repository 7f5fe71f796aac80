import { Box } from '@mui/material';
import { styled, type Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Placeholder } from '../../components/placeholder';
import { CARD_IMAGE_HEIGHT } from './card-image';
import { outlinedCard } from './card-looks';

const SkeletonCard = styled('div')(({ theme }) => ({ ...outlinedCard(theme), '& .skeleton-content': { padding: theme.spacing(2) } }));

/** Cards to a row from each of the theme's breakpoints up (phone, tablet, laptop, wide screen). */
const COLUMNS = { xs: 2, sm: 3, md: 4, lg: 5 } as const;

/** How many cards a row of the listing holds on a window this wide, by the theme's breakpoints. */
export function listingColumns(windowWidth: number, breakpoints: Readonly<Record<Breakpoint, number>>): number {
  const breakpoint = (['lg', 'md', 'sm', 'xs'] as const).find((name) => windowWidth >= breakpoints[name]) ?? 'xs';
  return COLUMNS[breakpoint];
}

const repeatColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * 2 columns on a phone, up to 5 on a wide screen; every card in a row is as tall as the tallest.
 * `busy`: other cards are on their way (new filters), these stay dimmed until they come.
 */
export function ListingGrid({ label, busy = false, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{
        opacity: busy ? 0.55 : 1,
        transition: 'opacity 150ms',
        display: 'grid',
        gridTemplateColumns: {
          xs: repeatColumns(COLUMNS.xs),
          sm: repeatColumns(COLUMNS.sm),
          md: repeatColumns(COLUMNS.md),
          lg: repeatColumns(COLUMNS.lg),
        },
        gap: { xs: 1.5, sm: 2 },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}

/** Placeholder cards shaped like item cards, so the page does not jump when they arrive. */
export function ListingSkeleton({ count = 10, label = 'Loading items' }: { count?: number; label?: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy>
      <ListingGrid label={label}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} aria-hidden>
            <Placeholder block style={{ height: CARD_IMAGE_HEIGHT }} />
            <div className="skeleton-content">
              <Placeholder style={{ width: '40%' }} />
              <Placeholder style={{ width: '90%' }} />
              <Placeholder style={{ width: '70%' }} />
              <Placeholder style={{ width: '35%', height: 32 }} />
              <Placeholder style={{ width: '50%' }} />
            </div>
          </SkeletonCard>
        ))}
      </ListingGrid>
    </Box>
  );
}
