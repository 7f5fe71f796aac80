import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { FloristSettings, type FloristSettingsView, WEEKDAYS, type Weekday } from '@backroom/core/florist/florist-settings';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, IconButton, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { floristSettingsQuery, putFloristSettings } from './api/staff-florist';
import { DeliveryWindowsFieldset } from './delivery-windows-fieldset';
import { useCanEdit } from '../shared/staff-access';
import { FormRow } from '../shared/form-row';
import { SaveButton } from '../shared/save-button';
import { type VersionedFormActions, VersionedSaveProblem, VersionedSettings } from '../shared/versioned-settings';

const WEEKDAY_NAMES: Record<Weekday, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

const FLORIST_SETTINGS_WORDS = { loading: 'Loading settings...', loadFailed: 'The florist settings could not be loaded', saved: 'Florist settings saved.' };

/** The florist delivery settings as staff edit them: delivery days, same-day cut-off, lead days, delivery windows, closed days. */
export function FloristSettingsPanel() {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        Florist delivery settings
      </Typography>
      <VersionedSettings query={floristSettingsQuery} words={FLORIST_SETTINGS_WORDS} form={(view, actions) => <FloristSettingsForm view={view} {...actions} />} />
    </Paper>
  );
}

function FloristSettingsForm({ view, onSaved, onReload }: { view: FloristSettingsView } & VersionedFormActions<FloristSettingsView>) {
  const canEdit = useCanEdit();
  const [form, setForm] = useState(view.settings);
  const [blackout, setBlackout] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: putFloristSettings,
    onSuccess: onSaved,
  });

  const toggleDay = (day: Weekday) =>
    setForm((current) => ({
      ...current,
      deliveryWeekdays: current.deliveryWeekdays.includes(day) ? current.deliveryWeekdays.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || current.deliveryWeekdays.includes(d)),
    }));
  const addBlackout = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(blackout) || form.blackoutDates.includes(blackout)) return;
    setForm((current) => ({ ...current, blackoutDates: [...current.blackoutDates, blackout].sort() }));
    setBlackout('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = FloristSettings.safeParse(form);
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    setProblem(null);
    save.mutate({ settings: parsed.data, updatedAt: view.updatedAt });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={!canEdit}>
          <FormLabel component="legend">Delivery days</FormLabel>
          <FormGroup row>
            {WEEKDAYS.map((day) => (
              <FormControlLabel
                key={day}
                control={<Checkbox checked={form.deliveryWeekdays.includes(day)} onChange={() => toggleDay(day)} disabled={!canEdit} />}
                label={WEEKDAY_NAMES[day]}
              />
            ))}
          </FormGroup>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Same-day cut-off (Atlantic time)"
            type="time"
            value={form.sameDayCutoff}
            onChange={(event) => setForm((current) => ({ ...current, sameDayCutoff: event.target.value }))}
            disabled={!canEdit}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            helperText="Same-day orders are taken before this time, when lead days are 0."
          />
          <TextField
            label="Lead days"
            type="number"
            value={form.leadDays}
            onChange={(event) => setForm((current) => ({ ...current, leadDays: Number(event.target.value) }))}
            disabled={!canEdit}
            slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
            helperText="Calendar days between the order and the first date it can be delivered."
          />
        </Stack>
        <DeliveryWindowsFieldset windows={form.deliveryWindows} onChange={(deliveryWindows) => setForm((current) => ({ ...current, deliveryWindows }))} disabled={!canEdit} />
        <Box>
          <FormLabel component="p">Closed days (holidays)</FormLabel>
          {form.blackoutDates.length === 0 && <Typography color="text.secondary">No closed days.</Typography>}
          <List dense aria-label="Closed days">
            {form.blackoutDates.map((date) => (
              <ListItem
                key={date}
                disableGutters
                secondaryAction={
                  canEdit && (
                    <IconButton
                      edge="end"
                      aria-label={`Remove ${formatDeliveryDate(date)}`}
                      onClick={() => setForm((current) => ({ ...current, blackoutDates: current.blackoutDates.filter((d) => d !== date) }))}
                    >
                      ×
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={formatDeliveryDate(date)} />
              </ListItem>
            ))}
          </List>
          {canEdit && (
            <FormRow>
              <TextField label="Closed day" type="date" size="small" value={blackout} onChange={(event) => setBlackout(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <Button onClick={addBlackout} disabled={blackout === ''}>
                Add closed day
              </Button>
            </FormRow>
          )}
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        <VersionedSaveProblem error={save.error} what="florist settings" onReload={onReload} />
        <SaveButton pending={save.isPending}>Save florist settings</SaveButton>
      </Stack>
    </Box>
  );
}
