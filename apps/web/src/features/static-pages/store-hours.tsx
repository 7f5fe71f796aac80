import { Typography } from '@mui/material';

/** The shop's opening hours (SPEC section 9), Atlantic time. */
const STORE_HOURS = [
  { days: 'Tuesday to Friday', hours: '10 a.m. to 4 p.m.' },
  { days: 'Saturday', hours: '10 a.m. to 3 p.m.' },
  { days: 'Sunday and Monday', hours: 'Closed' },
] as const;

export function StoreHours() {
  return (
    <ul>
      {STORE_HOURS.map(({ days, hours }) => (
        <Typography component="li" key={days}>
          <strong>{days}:</strong> {hours}
        </Typography>
      ))}
    </ul>
  );
}
