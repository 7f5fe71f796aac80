import { DELIVERY_WINDOW_IDS, type DeliveryWindow, type DeliveryWindowId, SUGGESTED_DELIVERY_WINDOWS } from '@backroom/core/florist/florist-settings';
import { Box, Checkbox, FormControlLabel, FormLabel, Stack, TextField, Typography } from '@mui/material';

const WINDOW_NAMES: Record<DeliveryWindowId, string> = { morning: 'Morning', afternoon: 'Afternoon' };

interface DeliveryWindowsFieldsetProps {
  windows: DeliveryWindow[];
  onChange: (windows: DeliveryWindow[]) => void;
  disabled: boolean;
}

/**
 * The delivery windows staff offer (morning, afternoon): each turned on or off, its hours and how
 * many florist orders it takes a day. None on: florist orders choose a date only.
 */
export function DeliveryWindowsFieldset({ windows, onChange, disabled }: DeliveryWindowsFieldsetProps) {
  const find = (id: DeliveryWindowId) => windows.find((window) => window.id === id);
  const toggle = (id: DeliveryWindowId) => {
    const next = find(id) ? windows.filter((window) => window.id !== id) : [...windows, SUGGESTED_DELIVERY_WINDOWS.find((window) => window.id === id)!];
    onChange(DELIVERY_WINDOW_IDS.flatMap((known) => next.filter((window) => window.id === known)));
  };
  const change = (id: DeliveryWindowId, part: Partial<DeliveryWindow>) => onChange(windows.map((window) => (window.id === id ? { ...window, ...part } : window)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={disabled}>
      <FormLabel component="legend">Delivery windows</FormLabel>
      <Typography variant="body2" color="text.secondary">
        Shoppers choose one with the date; a window that has its number of orders for a day is no longer offered that day.
      </Typography>
      {DELIVERY_WINDOW_IDS.map((id) => {
        const window = find(id);
        return (
          <Stack key={id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
            <FormControlLabel sx={{ minWidth: 140 }} control={<Checkbox checked={window !== undefined} onChange={() => toggle(id)} disabled={disabled} />} label={WINDOW_NAMES[id]} />
            {window && (
              <>
                <TextField
                  label={`${WINDOW_NAMES[id]} from`}
                  type="time"
                  size="small"
                  value={window.start}
                  onChange={(event) => change(id, { start: event.target.value })}
                  disabled={disabled}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                />
                <TextField
                  label={`${WINDOW_NAMES[id]} until`}
                  type="time"
                  size="small"
                  value={window.end}
                  onChange={(event) => change(id, { end: event.target.value })}
                  disabled={disabled}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                />
                <TextField
                  label={`${WINDOW_NAMES[id]} orders a day`}
                  type="number"
                  size="small"
                  value={window.capacity}
                  onChange={(event) => change(id, { capacity: Number(event.target.value) })}
                  disabled={disabled}
                  slotProps={{ htmlInput: { min: 0, max: 500, step: 1 } }}
                />
              </>
            )}
          </Stack>
        );
      })}
    </Box>
  );
}
