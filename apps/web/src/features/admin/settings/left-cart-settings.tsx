import { LEFT_CART_DELAY_MINUTES, LeftCartSettings, type LeftCartSettingsView } from '@backroom/core/left-carts/left-cart';
import { Box, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { leftCartSettingsQuery, putLeftCartSettings } from './api/staff-left-cart-settings';
import { useCanEdit } from '../shared/staff-access';
import { SaveButton } from '../shared/save-button';
import { type VersionedFormActions, VersionedSaveProblem, VersionedSettings } from '../shared/versioned-settings';

const WORDS = { loading: 'Loading the cart reminder settings...', loadFailed: 'The cart reminder settings could not be loaded', saved: 'Cart reminder settings saved.' };

/** Whether shoppers who ask for it at checkout get one reminder of a cart they left, and after how long (docs/decisions/050). */
export function LeftCartSettingsPanel() {
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Left-cart reminders">
      <Typography component="h2" variant="h6" gutterBottom>
        Left-cart reminders
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A shopper who gives their e-mail and ticks the box at checkout, then leaves without ordering, gets one e-mail with a link back to their cart. Never
        without the box ticked, never twice, never after an order.
      </Typography>
      <VersionedSettings query={leftCartSettingsQuery} words={WORDS} form={(view, actions) => <LeftCartSettingsForm view={view} {...actions} />} />
    </Paper>
  );
}

function LeftCartSettingsForm({ view, onSaved, onReload }: { view: LeftCartSettingsView } & VersionedFormActions<LeftCartSettingsView>) {
  const canEdit = useCanEdit();
  const [enabled, setEnabled] = useState(view.settings.enabled);
  const [hours, setHours] = useState(String(view.settings.delayMinutes / 60));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({ mutationFn: putLeftCartSettings, onSuccess: onSaved });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LeftCartSettings.safeParse({ enabled, delayMinutes: Math.round(Number(hours.replace(',', '.')) * 60) });
    if (hours.trim() === '' || !parsed.success) {
      setProblem(`Type a number of hours from ${LEFT_CART_DELAY_MINUTES.min / 60} to ${LEFT_CART_DELAY_MINUTES.max / 60}.`);
      return;
    }
    setProblem(null);
    save.mutate({ settings: parsed.data, updatedAt: view.updatedAt });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={enabled} disabled={!canEdit} onChange={(event) => setEnabled(event.target.checked)} />}
          label={enabled ? 'On: the checkout offers the reminder' : 'Off: the checkout does not offer it, and none are sent'}
        />
        <TextField
          label="Send the reminder after (hours)"
          type="number"
          size="small"
          sx={{ maxWidth: 320 }}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={problem !== null}
          helperText={problem ?? 'Counted from the shopper’s last change to their cart.'}
          slotProps={{ htmlInput: { min: 0.5, max: 168, step: 0.5, readOnly: !canEdit } }}
        />
        <VersionedSaveProblem error={save.error} what="cart reminder settings" onReload={onReload} />
        <SaveButton pending={save.isPending}>Save cart reminders</SaveButton>
      </Stack>
    </Box>
  );
}
