import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import type { EnvironmentFilter } from '@backroom/core/orders/order-environment';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { fetchOrdersCsv } from './api/staff-orders-csv';
import { EnvironmentSelect } from '../shared/environment-select';

/** The shop's month around `now` (America/Halifax): its first and last dates. */
export function monthAround(now: Date): { from: string; to: string } {
  const from = `${shopCalendarDate(now).slice(0, 8)}01`;
  const nextMonth = addCalendarDays(from, 31).slice(0, 8);
  return { from, to: addCalendarDays(`${nextMonth}01`, -1) };
}

/** The accountant's CSV of the real orders created between two shop dates, this month unless changed; TEST orders when asked. */
export function OrdersCsvExport() {
  const [range, setRange] = useState(() => monthAround(new Date()));
  const [environment, setEnvironment] = useState<EnvironmentFilter>('PROD');
  const download = useMutation({
    mutationFn: async () => {
      const { fileName, file } = await fetchOrdersCsv(range.from, range.to, environment);
      saveFile(fileName, file);
    },
  });
  return (
    <Stack
      component="form"
      aria-label="Export orders as CSV"
      direction="row"
      spacing={2}
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      onSubmit={(event) => {
        event.preventDefault();
        download.mutate();
      }}
    >
      <TextField type="date" label="From" size="small" required value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" label="To" size="small" required value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      <EnvironmentSelect value={environment} onChange={setEnvironment} />
      <Button type="submit" variant="outlined" disabled={download.isPending}>
        Export CSV
      </Button>
      {download.isError && <Alert severity="error">{download.error.message}</Alert>}
    </Stack>
  );
}
