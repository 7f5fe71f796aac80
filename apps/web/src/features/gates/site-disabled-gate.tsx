import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export function SiteDisabledGate({ phone, onAcknowledge }: { phone: string; onAcknowledge: () => void }) {
  return (
    <Dialog open aria-labelledby="site-disabled-title" aria-describedby="site-disabled-text">
      <DialogTitle id="site-disabled-title">Ordering is paused</DialogTitle>
      <DialogContent>
        <DialogContentText id="site-disabled-text">
          Ordering from the site is temporarily disabled while we perform yearly inventory and restock. Please call{' '}
          {phone} to order by phone...
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAcknowledge} autoFocus>
          Its not OK but I understand.
        </Button>
      </DialogActions>
    </Dialog>
  );
}
