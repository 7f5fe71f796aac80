import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Typography } from '@mui/material';

interface DrawerHeaderProps {
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** Its own padding, in a drawer whose content has none. */
  padding?: { px: number; py: number };
}

/** A drawer's top line: its title (an h2) and, at the other end, the button that closes it. */
export function DrawerHeader({ title, closeLabel, onClose, padding }: DrawerHeaderProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', ...padding }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <IconButton aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
