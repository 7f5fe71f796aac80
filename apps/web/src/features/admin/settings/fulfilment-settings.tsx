import { WEEKDAYS, type Weekday } from '@backroom/core/florist/florist-settings';
import { CARRIER_NAMES, DEFAULT_TRACKING_LINKS, expandTrackingLink, KNOWN_CARRIERS, type KnownCarrier, trackingLinkHost } from '@backroom/core/shipments/carriers';
import { FulfilmentSettingsBody, type FulfilmentSettingsView } from '@backroom/core/shipments/fulfilment-settings';
import { formatPickupHours } from '@backroom/core/shipments/pickup-hours';
import { Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fulfilmentSettingsQuery, putFulfilmentSettings } from './api/staff-fulfilment-settings';
import { SettingsSection } from './settings-section';
import { useCanEdit } from '../shared/staff-access';
import { SaveButton } from '../shared/save-button';
import { type VersionedFormActions, VersionedSaveProblem, VersionedSettings } from '../shared/versioned-settings';

const WEEKDAY_NAMES: Record<Weekday, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

interface DayForm {
  open: boolean;
  opens: string;
  closes: string;
}

interface FulfilmentForm {
  trackingLinks: Record<KnownCarrier, string>;
  address: string;
  days: Record<Weekday, DayForm>;
}

const formFrom = ({ trackingLinks, pickup }: FulfilmentSettingsView['settings']): FulfilmentForm => ({
  trackingLinks: { ...trackingLinks },
  address: pickup.address,
  days: Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const day = pickup.hours.find((hours) => hours.weekday === weekday);
      return [weekday, { open: day !== undefined, opens: day?.opens ?? '10:00', closes: day?.closes ?? '16:00' }];
    }),
  ) as Record<Weekday, DayForm>,
});

const settingsFrom = (form: FulfilmentForm) => ({
  trackingLinks: form.trackingLinks,
  pickup: { address: form.address, hours: WEEKDAYS.filter((weekday) => form.days[weekday].open).map((weekday) => ({ weekday, opens: form.days[weekday].opens, closes: form.days[weekday].closes })) },
});

const WORDS = { loading: 'Loading the shipping and pickup settings...', loadFailed: 'The shipping and pickup settings could not be loaded', saved: 'Tracking links and pickup details saved.' };

// The site a template sends shoppers to, for staff to see before they save it.
function linksGoTo(template: string): string | undefined {
  const host = trackingLinkHost(expandTrackingLink(template, '0', 'en-CA'));
  return host === null ? undefined : `Links will go to ${host}`;
}

/** The carriers' tracking-link templates and the pickup address and hours that the shopper's e-mails give (docs/decisions/041). */
export function FulfilmentSettingsPanel() {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Tracking links and pickup">
      <Typography component="h2" variant="h6" gutterBottom>
        Tracking links and pickup
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The shipped e-mail and the receipt link each parcel to its carrier&apos;s page; the ready-for-pickup e-mail says where and when to come.
      </Typography>
      <VersionedSettings query={fulfilmentSettingsQuery} words={WORDS} form={(view, actions) => <FulfilmentSettingsForm view={view} {...actions} />} />
    </Paper>
  );
}

function FulfilmentSettingsForm({ view, onSaved, onReload }: { view: FulfilmentSettingsView } & VersionedFormActions<FulfilmentSettingsView>) {
  const canEdit = useCanEdit();
  const [form, setForm] = useState(() => formFrom(view.settings));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({ mutationFn: putFulfilmentSettings, onSuccess: onSaved });
  const setDay = (weekday: Weekday, changes: Partial<DayForm>) => setForm((current) => ({ ...current, days: { ...current.days, [weekday]: { ...current.days[weekday], ...changes } } }));
  const parsed = FulfilmentSettingsBody.safeParse(settingsFrom(form));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), `${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}.`])));
      return;
    }
    setProblems({});
    save.mutate({ settings: parsed.data, updatedAt: view.updatedAt });
  };
  const readOnly = { htmlInput: { readOnly: !canEdit } };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <SettingsSection title="Tracking links">
          <Typography variant="body2" color="text.secondary">
            Put {'{tracking}'} where the tracking number goes, and {'{lang}'} where the carrier&apos;s page takes en or fr (the shopper&apos;s language).
          </Typography>
          {KNOWN_CARRIERS.map((carrier) => (
            <Stack key={carrier} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
              <TextField
                label={CARRIER_NAMES[carrier]}
                size="small"
                fullWidth
                value={form.trackingLinks[carrier]}
                onChange={(event) => setForm((current) => ({ ...current, trackingLinks: { ...current.trackingLinks, [carrier]: event.target.value } }))}
                error={problems[`trackingLinks.${carrier}`] !== undefined}
                helperText={problems[`trackingLinks.${carrier}`] ?? linksGoTo(form.trackingLinks[carrier])}
                slotProps={{ ...readOnly, htmlInput: { ...readOnly.htmlInput, spellCheck: false } }}
              />
              {canEdit && form.trackingLinks[carrier] !== DEFAULT_TRACKING_LINKS[carrier] && (
                <Button size="small" sx={{ whiteSpace: 'nowrap', alignSelf: 'flex-start' }} onClick={() => setForm((current) => ({ ...current, trackingLinks: { ...current.trackingLinks, [carrier]: DEFAULT_TRACKING_LINKS[carrier] } }))}>
                  Use the carrier&apos;s own
                </Button>
              )}
            </Stack>
          ))}
        </SettingsSection>
        <SettingsSection title="Pickup at the shop">
          <TextField
            label="Pickup address"
            multiline
            minRows={2}
            value={form.address}
            onChange={(event) => setForm((current) => ({ ...current, address: event.target.value }))}
            helperText={problems['pickup.address'] ?? "Leave empty to give the shop's address from the storefront settings."}
            error={problems['pickup.address'] !== undefined}
            slotProps={readOnly}
          />
          <Box role="group" aria-label="Pickup hours" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, columnGap: 2, rowGap: 1, alignItems: 'center' }}>
            {WEEKDAYS.map((weekday) => {
              const day = form.days[weekday];
              const problem = problems[`pickup.hours.${settingsFrom(form).pickup.hours.findIndex((hours) => hours.weekday === weekday)}.closes`];
              return (
                <Box key={weekday} sx={{ display: 'contents' }}>
                  <FormControlLabel
                    control={<Checkbox checked={day.open} disabled={!canEdit} onChange={(event) => setDay(weekday, { open: event.target.checked })} />}
                    label={WEEKDAY_NAMES[weekday]}
                  />
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                    {day.open ? (
                      <>
                        <TextField type="time" size="small" label="Opens" value={day.opens} onChange={(event) => setDay(weekday, { opens: event.target.value })} slotProps={{ ...readOnly, inputLabel: { shrink: true } }} sx={{ width: 150 }} />
                        <TextField
                          type="time"
                          size="small"
                          label="Closes"
                          value={day.closes}
                          onChange={(event) => setDay(weekday, { closes: event.target.value })}
                          error={problem !== undefined}
                          slotProps={{ ...readOnly, inputLabel: { shrink: true } }}
                          sx={{ width: 150 }}
                        />
                        {problem && (
                          <Typography variant="caption" color="error">
                            {problem}
                          </Typography>
                        )}
                      </>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        Closed
                      </Typography>
                    )}
                  </Stack>
                </Box>
              );
            })}
          </Box>
          {parsed.success && parsed.data.pickup.hours.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              The e-mail says: {formatPickupHours(parsed.data.pickup.hours, 'en-CA').join('; ')}
            </Typography>
          )}
        </SettingsSection>
        <VersionedSaveProblem error={save.error} what="tracking links and pickup details" onReload={onReload} />
        <SaveButton pending={save.isPending}>Save tracking links and pickup</SaveButton>
      </Stack>
    </Box>
  );
}
