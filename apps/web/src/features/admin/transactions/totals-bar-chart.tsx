import { formatCents } from '@backroom/core/money';
import { Box } from '@mui/material';

interface Bar {
  label: string;
  cents: number;
}

const HEIGHT = 160;
const BAR_WIDTH = 44;
const GAP = 12;

/** Totals as plain SVG bars (no chart library), each labelled; refunds can make a bar negative, drawn as empty. */
export function TotalsBarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  if (bars.length === 0) return null;
  const highest = Math.max(1, ...bars.map((bar) => bar.cents));
  const width = bars.length * (BAR_WIDTH + GAP) + GAP;
  return (
    // Wider than a phone: swiped sideways in its own frame, the page stays still and the labels readable.
    <Box role="group" aria-label={`${title}, scrolls sideways`} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <svg role="img" aria-label={title} width={width} height={HEIGHT + 40} viewBox={`0 0 ${width} ${HEIGHT + 40}`} style={{ display: 'block' }}>
        <title>{title}</title>
        {bars.map((bar, index) => {
          const barHeight = Math.max(0, Math.round((bar.cents / highest) * HEIGHT));
          const x = GAP + index * (BAR_WIDTH + GAP);
          return (
            <g key={bar.label}>
              <rect x={x} y={HEIGHT - barHeight + 14} width={BAR_WIDTH} height={barHeight} fill="#2e7d32">
                <title>{`${bar.label}: ${formatCents(bar.cents)}`}</title>
              </rect>
              <text x={x + BAR_WIDTH / 2} y={HEIGHT - barHeight + 10} fontSize="10" textAnchor="middle">
                {bar.cents === 0 ? '' : formatCents(Math.round(bar.cents / 100) * 100).replace(/\.00$/, '')}
              </text>
              <text x={x + BAR_WIDTH / 2} y={HEIGHT + 30} fontSize="12" textAnchor="middle">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
