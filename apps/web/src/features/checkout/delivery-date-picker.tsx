import { addCalendarDays, formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { timeOfDay, windowHours } from '@backroom/core/florist/delivery-windows';
import type { DeliveryWindowId, FloristDeliveryDates } from '@backroom/core/florist/florist-settings';
import { formatDate } from '@backroom/core/locale';
import { Alert, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { updateCart } from '../../lib/cart-store';
import { useDeliveryDates } from './api/get-delivery-dates';
import { checkoutSummaryMessages } from './checkout-summary.messages';
import { floristGiftMessages } from './florist-gift.messages';
import type { messages as summaryWords } from './checkout-summary.messages.en';

/** Dates shown before 'Show later dates': two weeks of delivery days. */
const FIRST_DATES_SHOWN = 10;

type DateTranslator = Translator<keyof typeof summaryWords>;

// Calendar dates carry no zone: read at noon UTC, formatted in UTC, they never slip a day.
const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const dateLabel = (date: string, today: string, t: DateTranslator): string => {
  const day = formatDate(`${date}T12:00:00Z`, t.locale, SHORT_DATE, 'UTC');
  if (date === today) return t('checkoutSummary.dates.today', { date: day });
  if (date === addCalendarDays(today, 1)) return t('checkoutSummary.dates.tomorrow', { date: day });
  return day;
};

/** The cut-off ('11:00', Halifax time) as the shopper's language writes a time: '11:00', '11 h', '11 h 30'. */
const cutoffTime = (time: string, t: DateTranslator): string => timeOfDay(time, t.locale);

// A new date asks for its window again: what was open on one day may be booked on another.
const setDeliveryDate = (date: string | null) => updateCart((cart) => ({ ...cart, deliveryDate: date, ...(date !== cart.deliveryDate ? { deliveryWindow: null } : {}) }));

interface DeliveryDatePickerProps {
  chosen: string | null;
  pickup: boolean;
  problem: string | undefined;
  /** The delivery window chosen for the date, and what is wrong with it (none chosen). */
  chosenWindow?: string | null;
  windowProblem?: string | undefined;
}

/**
 * The florist order's date (SPEC 2: the cart's deliveryDate), chosen among the dates the server
 * offers by its own clock in Halifax: only those can be picked, whatever the shopper's clock says.
 * A date chosen earlier that is no longer offered (a cut-off passed) is cleared with a word why.
 */
export function DeliveryDatePicker({ chosen, pickup, problem, chosenWindow = null, windowProblem }: DeliveryDatePickerProps) {
  const labelId = useId();
  const helperId = useId();
  const dates = useDeliveryDates();
  const [allShown, setAllShown] = useState(false);
  const [dropped, setDropped] = useState<string | null>(null);
  const offered = dates.data?.dates;
  const t = useMessages(checkoutSummaryMessages);

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
        {t(pickup ? 'checkoutSummary.dates.pickup' : 'checkoutSummary.deliveryDate')}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(pickup ? 'checkoutSummary.dates.pickupHint' : 'checkoutSummary.dates.deliveryHint')}
        {dates.data && ` ${t('checkoutSummary.dates.cutoff', { time: cutoffTime(dates.data.sameDayCutoff, t) })}`}
      </Typography>
      {dropped && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('checkoutSummary.dates.dropped', { date: formatDeliveryDate(dropped, t.locale) })}
        </Alert>
      )}
      {dates.isPending && <LinearProgress aria-label={t('checkoutSummary.dates.loading')} sx={{ my: 1 }} />}
      {dates.isError && (
        <Alert severity="error" sx={{ mt: 1 }} action={<Button onClick={() => void dates.refetch()}>{t('checkoutSummary.dates.retry')}</Button>}>
          {t('checkoutSummary.dates.error', { message: dates.error.message })}
        </Alert>
      )}
      {offered && offered.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('checkoutSummary.dates.none')}
        </Alert>
      )}
      {shown.length > 0 && (
        <ChoiceTiles
          labelId={labelId}
          helperId={helperId}
          problem={problem}
          chosen={chosen}
          choices={shown.map((date) => ({ value: date, label: dateLabel(date, dates.data!.today, t) }))}
          minWidth="9.5rem"
          onChoose={(date) => {
            setDropped(null);
            setDeliveryDate(date);
          }}
        />
      )}
      {offered && !allShown && shown.length < offered.length && (
        <Box>
          <Button size="small" sx={{ mt: 1 }} onClick={() => setAllShown(true)}>
            {t('checkoutSummary.dates.more')}
          </Button>
        </Box>
      )}
      {problem && <FormHelperText id={helperId}>{problem}</FormHelperText>}
      {dates.data && dates.data.windows.length > 0 && chosen && offered?.includes(chosen) && (
        <DeliveryWindowPicker dates={dates.data} date={chosen} chosen={chosenWindow} pickup={pickup} problem={windowProblem} />
      )}
    </FormControl>
  );
}

const setDeliveryWindow = (window: string | null) => updateCart((cart) => ({ ...cart, deliveryWindow: window }));

interface DeliveryWindowPickerProps {
  dates: FloristDeliveryDates;
  date: string;
  chosen: string | null;
  pickup: boolean;
  problem: string | undefined;
}

/**
 * The time of day of the chosen date (morning, afternoon: the store's windows), only those with
 * room left as the server counts them; a window chosen earlier that filled up is cleared with a word.
 */
function DeliveryWindowPicker({ dates, date, chosen, pickup, problem }: DeliveryWindowPickerProps) {
  const t = useMessages(floristGiftMessages);
  const labelId = useId();
  const helperId = useId();
  const open = dates.openWindows[date] ?? [];
  const [dropped, setDropped] = useState(false);
  useEffect(() => {
    if (chosen !== null && !open.includes(chosen as DeliveryWindowId)) {
      setDropped(true);
      setDeliveryWindow(null);
    }
  }, [chosen, open]);
  return (
    <FormControl error={problem !== undefined} required component="fieldset" sx={{ width: '100%', mt: 2 }}>
      <FormLabel id={labelId} component="legend">
        {t(pickup ? 'floristGift.pickupWindow' : 'floristGift.window')}
      </FormLabel>
      {dropped && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('floristGift.windowDropped')}
        </Alert>
      )}
      {open.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('floristGift.windowsFull')}
        </Alert>
      )}
      <ChoiceTiles
        labelId={labelId}
        helperId={helperId}
        problem={problem}
        chosen={chosen}
        choices={dates.windows
          .filter((window) => open.includes(window.id))
          .map((window) => ({ value: window.id, label: t('floristGift.windowName', { window: window.id, hours: windowHours(window, t.locale) }) }))}
        // Wide enough for 'Après-midi, 13 h – 16 h' on one line.
        minWidth="15rem"
        onChoose={(window) => {
          setDropped(false);
          setDeliveryWindow(window);
        }}
      />
      {problem && <FormHelperText id={helperId}>{problem}</FormHelperText>}
    </FormControl>
  );
}

interface ChoiceTilesProps {
  labelId: string;
  helperId: string;
  problem: string | undefined;
  chosen: string | null;
  choices: readonly { value: string; label: string }[];
  /** The narrowest a tile gets: as many fit a row as the width allows. */
  minWidth: string;
  onChoose: (value: string) => void;
}

/** The radio choices of a date or a time of day as a grid of outlined tiles, the chosen one marked. */
function ChoiceTiles({ labelId, helperId, problem, chosen, choices, minWidth, onChoose }: ChoiceTilesProps) {
  return (
    <RadioGroup
      aria-labelledby={labelId}
      aria-describedby={problem ? helperId : undefined}
      aria-invalid={problem !== undefined}
      value={chosen ?? ''}
      onChange={(event) => onChoose(event.target.value)}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}, 1fr))`, gap: 1, mt: 1 }}
    >
      {choices.map(({ value, label }) => (
        <FormControlLabel
          key={value}
          value={value}
          control={<Radio size="small" />}
          label={label}
          sx={{
            m: 0,
            pr: 1,
            border: 1,
            borderRadius: 1,
            borderColor: value === chosen ? 'primary.main' : 'divider',
            bgcolor: value === chosen ? 'action.selected' : 'transparent',
          }}
        />
      ))}
    </RadioGroup>
  );
}
