import type { ShippingMethodCode } from '@backroom/core/client-config';
import type { ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import { SHIPPING_ZONES } from '@backroom/core/shipping/shipping-zone';
import { Alert, Box, Button, IconButton, Stack, Tab, TableCell, TableRow, Tabs, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useCanEdit } from '../shared/staff-access';
import { putShippingSettings, shippingSettingsQuery } from './api/staff-settings';
import { SaveProblem } from './save-problem';
import {
  type FormErrors,
  newBandRow,
  newZoneRow,
  type ShippingForm,
  shippingFormFrom,
  shippingSettingsFromForm,
  ZONE_LABELS,
  type ZoneForm,
  zoneProblems,
} from './settings-form';
import { FormRow } from '../shared/form-row';
import { SaveButton } from '../shared/save-button';
import { SettingsPanel } from './settings-panel';
import { useSettingsEditor } from './use-settings-editor';
import { menuOptions } from '../shared/menu-options';
import { StackedTable } from '../shared/stacked-table';

/** The shipping tables, one method at a time. */
export function ShippingSettings() {
  const { data, error, saved, dismissSaved, editorKey, onSaved, onReload } = useSettingsEditor(shippingSettingsQuery);
  const [shown, setShown] = useState<ShippingMethodCode>('PICKUP');
  return (
    <SettingsPanel label="Shipping settings" title="Shipping rates" error={error} savedNotice="Saved. The next shipping estimate uses these rates." saved={saved} onDismissSaved={dismissSaved}>
      {data && <ShippingEditor key={editorKey} view={data} shown={shown} onShow={setShown} onSaved={onSaved} onReload={onReload} />}
    </SettingsPanel>
  );
}

interface ShippingEditorProps {
  view: ShippingSettingsView;
  /** The method whose table shows; kept by the parent, so a save or reload stays on it. */
  shown: ShippingMethodCode;
  onShow: (code: ShippingMethodCode) => void;
  onSaved: (view: ShippingSettingsView) => void;
  onReload: () => void;
}

function ShippingEditor({ view, shown, onShow: setShown, onSaved, onReload }: ShippingEditorProps) {
  const canEdit = useCanEdit();
  const [form, setForm] = useState<ShippingForm>(() => shippingFormFrom(view.settings));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useMutation({ mutationFn: putShippingSettings, onSuccess: onSaved });
  const changeZone = (code: string, zone: string, change: (row: ZoneForm) => ZoneForm | null) =>
    setForm((current) => ({
      ...current,
      methods: current.methods.map((method) =>
        method.code !== code ? method : { ...method, zones: method.zones.flatMap((row) => (row.zone !== zone ? [row] : [change(row)].filter((kept) => kept !== null))) },
      ),
    }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = shippingSettingsFromForm(form, view.settings);
    if (!outcome.ok) {
      // Show the first method with a problem.
      const wrong = form.methods.find((method) => Object.keys(outcome.errors).some((key) => key.startsWith(`rates.${method.code}.`)));
      if (wrong) setShown(wrong.code);
      return setErrors(outcome.errors);
    }
    setErrors({});
    save.mutate({ settings: outcome.value, updatedAt: view.updatedAt });
  };
  const cell = (label: string, value: string, onChange: (value: string) => void, width = 90, error = false) => (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!canEdit}
      error={error}
      sx={{ width }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );

  return (
    <Stack component="form" aria-label="Shipping settings form" noValidate onSubmit={onSubmit} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Prices and thresholds in dollars, before tax. The last price band whose &quot;from&quot; the discounted subtotal reaches applies; shipping is free from the
        threshold (empty: never free). A zone without a row is a zone the method does not reach.
        {view.updatedAt === null && ' These are the default rates: none are stored for this shop yet.'}
      </Typography>
      <FormRow align="flex-start">
        <TextField
          label="Store postal code (parcels leave from)"
          size="small"
          sx={{ width: 300 }}
          value={form.originPostal}
          onChange={(event) => setForm({ ...form, originPostal: event.target.value })}
          disabled={!canEdit}
          error={'originPostal' in errors}
          helperText={errors.originPostal}
        />
        <TextField
          label="Local delivery radius (km)"
          size="small"
          value={form.radiusKm}
          onChange={(event) => setForm({ ...form, radiusKm: event.target.value })}
          disabled={!canEdit}
          error={'deliveryArea.radiusKm' in errors || 'deliveryArea' in errors}
          helperText={errors['deliveryArea.radiusKm'] ?? errors.deliveryArea}
        />
      </FormRow>
      {view.settings.canadaPost && (
        <Alert severity="info">
          Live Canada Post rates are on (account {view.settings.canadaPost.username}, {view.settings.canadaPost.environment}); their prices replace these for Canada Post
          methods when Canada Post answers.
        </Alert>
      )}
      <Tabs value={shown} onChange={(_event, code: ShippingMethodCode) => setShown(code)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Shipping methods">
        {form.methods.map((method) => {
          const wrong = Object.keys(errors).some((key) => key.startsWith(`rates.${method.code}.`));
          return <Tab key={method.code} value={method.code} label={wrong ? `${method.code} (fix)` : method.code} sx={wrong ? { color: 'error.main' } : {}} />;
        })}
      </Tabs>
      {form.methods
        .filter((method) => method.code === shown)
        .map((method) => {
          const missing = SHIPPING_ZONES.filter((zone) => !method.zones.some((row) => row.zone === zone));
          const nameKey = `rates.${method.code}.name`;
          return (
            <Box key={method.code} component="section" aria-label={`${method.code} rates`}>
              <Box sx={{ mb: 1 }}>
                <FormRow>
                  <Typography sx={{ fontWeight: 600, width: 80 }}>{method.code}</Typography>
                  <TextField
                    label="Name shoppers see"
                    size="small"
                    value={method.name}
                    onChange={(event) => setForm({ ...form, methods: form.methods.map((row) => (row === method ? { ...row, name: event.target.value } : row)) })}
                    disabled={!canEdit}
                    error={nameKey in errors}
                    helperText={errors[nameKey]}
                    sx={{ width: 320 }}
                  />
                  {canEdit && missing.length > 0 && (
                    <TextField
                      select
                      label="Add a zone"
                      size="small"
                      value=""
                      sx={{ width: 200 }}
                      onChange={(event) =>
                        setForm({
                          ...form,
                          methods: form.methods.map((row) =>
                            row === method ? { ...row, zones: [...row.zones, newZoneRow(event.target.value as ZoneForm['zone'])].sort((a, b) => SHIPPING_ZONES.indexOf(a.zone) - SHIPPING_ZONES.indexOf(b.zone)) } : row,
                          ),
                        })
                      }
                    >
                      {menuOptions(missing, (zone) => ZONE_LABELS[zone])}
                    </TextField>
                  )}
                </FormRow>
              </Box>
              <StackedTable
                label={`${method.code} rates by zone`}
                framed={false}
                labelsAbove
                columns={['Zone', 'Days (min–max)', 'Price bands (from subtotal $ → price $)', 'Free from $', canEdit && '']}
              >
                {method.zones.map((zone) => {
                  const at = `rates.${method.code}.zones.${zone.zone}`;
                  const where = `${method.code} ${ZONE_LABELS[zone.zone]}`;
                  const problems = zoneProblems(errors, method.code, zone.zone);
                  return (
                    <TableRow key={zone.zone}>
                      <TableCell>{ZONE_LABELS[zone.zone]}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          {cell(`${where} minimum days`, zone.minDays, (value) => changeZone(method.code, zone.zone, (row) => ({ ...row, minDays: value })), 60, `${at}.minDays` in errors || at in errors)}
                          <span>–</span>
                          {cell(`${where} maximum days`, zone.maxDays, (value) => changeZone(method.code, zone.zone, (row) => ({ ...row, maxDays: value })), 60, `${at}.maxDays` in errors || at in errors)}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Stack spacing={1}>
                          {zone.bands.map((band, index) => (
                            <Stack key={band.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              {cell(`${where} band ${index + 1} from`, band.from, (value) =>
                                changeZone(method.code, zone.zone, (row) => ({ ...row, bands: row.bands.map((other) => (other === band ? { ...other, from: value } : other)) })),
                                90,
                                `${at}.prices.${index}.fromValue` in errors || `${at}.prices` in errors,
                              )}
                              <span>→</span>
                              {cell(`${where} band ${index + 1} price`, band.price, (value) =>
                                changeZone(method.code, zone.zone, (row) => ({ ...row, bands: row.bands.map((other) => (other === band ? { ...other, price: value } : other)) })),
                                90,
                                `${at}.prices.${index}.price` in errors,
                              )}
                              {canEdit && zone.bands.length > 1 && (
                                <IconButton size="small" aria-label={`Remove ${where} band ${index + 1}`} onClick={() => changeZone(method.code, zone.zone, (row) => ({ ...row, bands: row.bands.filter((other) => other !== band) }))}>
                                  ×
                                </IconButton>
                              )}
                            </Stack>
                          ))}
                          {canEdit && zone.bands.length < 20 && (
                            <Box>
                              <Button size="small" onClick={() => changeZone(method.code, zone.zone, (row) => ({ ...row, bands: [...row.bands, newBandRow()] }))} aria-label={`Add band to ${where}`}>
                                Add band
                              </Button>
                            </Box>
                          )}
                        </Stack>
                        {problems.length > 0 && (
                          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
                            {problems.join('; ')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{cell(`${where} free from`, zone.free, (value) => changeZone(method.code, zone.zone, (row) => ({ ...row, free: value })), 100, `${at}.freeShippingThreshold` in errors)}</TableCell>
                      {canEdit && (
                        <TableCell>
                          <Button size="small" color="error" aria-label={`Remove zone ${where}`} onClick={() => changeZone(method.code, zone.zone, () => null)}>
                            Remove zone
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </StackedTable>
            </Box>
          );
        })}
      {Object.keys(errors).length > 0 && <Alert severity="error">Some rates need fixing: see the rows marked in red.</Alert>}
      {save.isError && <SaveProblem error={save.error} what="shipping settings" onReload={onReload} />}
      <SaveButton pending={save.isPending}>Save shipping rates</SaveButton>
    </Stack>
  );
}
