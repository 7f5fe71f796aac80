import { FormControl, FormHelperText, FormLabel, RadioGroup } from '@mui/material';
import { type ReactNode, useId } from 'react';

interface ChoiceFieldsetProps {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the choice is needed or wrong, shown under the options and read with them. */
  problem: string | undefined;
  /** The options: radio FormControlLabels. */
  children: ReactNode;
  /** Under the legend, before the options. */
  intro?: ReactNode;
  /** Under the options, before the problem. */
  notes?: ReactNode;
  /** Under the problem. */
  after?: ReactNode;
}

/** A required choice of the checkout as a fieldset of radio options, its legend and problem tied to the group. */
export function ChoiceFieldset({ legend, value, onChange, problem, children, intro, notes, after }: ChoiceFieldsetProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={problem !== undefined} required component="fieldset" sx={{ width: '100%' }}>
      <FormLabel id={labelId} component="legend">
        {legend}
      </FormLabel>
      {intro}
      <RadioGroup aria-labelledby={labelId} aria-describedby={problem ? helperId : undefined} aria-invalid={problem !== undefined} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </RadioGroup>
      {notes}
      {problem && <FormHelperText id={helperId}>{problem}</FormHelperText>}
      {after}
    </FormControl>
  );
}
