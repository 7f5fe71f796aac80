import { MenuItem } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A select's options, one MenuItem per value, showing the value or its label. A function, not a
 * component: MUI's select reads the values of the MenuItems it is given as children.
 */
export function menuOptions<Value extends string | number>(values: readonly Value[], labelOf: (value: Value) => ReactNode = (value) => value) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {labelOf(value)}
    </MenuItem>
  ));
}
