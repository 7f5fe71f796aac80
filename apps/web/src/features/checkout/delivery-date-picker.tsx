import { addCalendarDays, formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { Alert, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { updateCart } from '../cart/cart-store';
import { useDeliveryDates } from './api/get-delivery-dates';

/** Dates shown before 'Show later dates': two weeks of delivery days. */
const FIRST_DATES_SHOWN = 10;

// Calendar dates carry no zone: read at noon UTC, formatted in UTC, they never slip a day.
const shortDate = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateLabel = (date: string, today: string): string => {
  const day = shortDate.format(new Date(`${date}T12:00:00Z`));
  if (date === today) return `Today, ${day}`;
  if (date === addCalendarDays(today, 1)) return `Tomorrow, ${day}`;
  return day;
};

const setDeliveryDate = (date: string | null) => updateCart((cart) => ({ ...cart, deliveryDate: date }));

interface DeliveryDatePickerProps {
  chosen: string | null;
  pickup: boolean;
  problem: string | undefined;
}

/**
 * The florist order's date (SPEC 2: the cart's deliveryDate), chosen among the dates the server
 * offers by its own clock in Halifax: only those can be picked, whatever the shopper's clock says.
 * A date chosen earlier that is no longer offered (a cut-off passed) is cleared with a word why.
 */
export function DeliveryDatePicker({ chosen, pickup, problem }: DeliveryDatePickerProps) {
  const labelId = useId();
  const helperId = useId();
  const dates = useDeliveryDates();
  const [allShown, setAllShown] = useState(false);
  const [dropped, setDropped] = useState<string | null>(null);
  const offered = dates.data?.dates;

  useEffect(() => {
    if (offered && chosen && !offered.includes(chosen) && !dates.isFetching) {
      setDropped(chosen);
      setDeliveryDate(null);
    }
  }, [offered, chosen, dates.isFetching]);

  const chosenIndex = offered && chosen ? offered.indexOf(chosen) : -1;
  const shown = offered ? (allShown ? offered : offered.slice(0, Math.max(FIRST_DATES_SHOWN, chosenIndex + 1))) : [];
  return (
    <FormControl error={problem !== undefined} required component="fieldset" sx={{ width: '100%', mt: 2 }}>
      <FormLabel id={labelId} component="legend">
        {pickup ? 'Pickup date' : 'Delivery date'}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {pickup ? 'The day your flowers are ready at the shop.' : 'The day we bring your flowers.'}
        {dates.data && ` Same-day orders close at ${dates.data.sameDayCutoff} (Atlantic time).`}
      </Typography>
      {dropped && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {formatDeliveryDate(dropped)} can no longer be chosen: please pick another date.
        </Alert>
      )}
      {dates.isPending && <LinearProgress aria-label="Loading delivery dates" sx={{ my: 1 }} />}
      {dates.isError && (
        <Alert severity="error" sx={{ mt: 1 }} action={<Button onClick={() => void dates.refetch()}>Try again</Button>}>
          Delivery dates could not be loaded: {dates.error.message}
        </Alert>
      )}
      {offered && offered.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          No delivery dates are open at the moment: please call us to order flowers.
        </Alert>
      )}
      {shown.length > 0 && (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={problem ? helperId : undefined}
          aria-invalid={problem !== undefined}
          value={chosen ?? ''}
          onChange={(event) => {
            setDropped(null);
            setDeliveryDate(event.target.value);
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: 1, mt: 1 }}
        >
          {shown.map((date) => (
            <FormControlLabel
              key={date}
              value={date}
              control={<Radio size="small" />}
              label={dateLabel(date, dates.data!.today)}
              sx={{
                m: 0,
                pr: 1,
                border: 1,
                borderRadius: 1,
                borderColor: date === chosen ? 'primary.main' : 'divider',
                bgcolor: date === chosen ? 'action.selected' : 'transparent',
              }}
            />
          ))}
        </RadioGroup>
      )}
      {offered && !allShown && shown.length < offered.length && (
        <Box>
          <Button size="small" sx={{ mt: 1 }} onClick={() => setAllShown(true)}>
            Show later dates
          </Button>
        </Box>
      )}
      {problem && <FormHelperText id={helperId}>{problem}</FormHelperText>}
    </FormControl>
  );
}
