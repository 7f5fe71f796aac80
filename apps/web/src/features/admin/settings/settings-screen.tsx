import { SHIPPING_METHOD_CODES, type ShippingMethodCode } from '@backroom/core/client-config';
import type { ClientConfigView } from '@backroom/core/client-config-body';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import type { ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import { SHIPPING_ZONES } from '@backroom/core/shipping/shipping-zone';
import { SHIPPED_FONT_FAMILIES } from '@backroom/core/shop-fonts';
import { PST_PROVINCES, TAX_MODES, type TaxMode } from '@backroom/core/tax/sales-tax';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  type TextFieldProps,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { configSettingsQuery, putConfigSettings, putShippingSettings, shippingSettingsQuery } from './api/staff-settings';
import {
  type ConfigForm,
  configFromForm,
  type FormErrors,
  formFromConfig,
  moveRow,
  newBandRow,
  newMenuRow,
  newZoneRow,
  type ShippingForm,
  shippingFormFrom,
  shippingSettingsFromForm,
  toggleMethod,
  toggleRegistration,
  ZONE_LABELS,
  type ZoneForm,
  zoneProblems,
} from './settings-form';
import { OrderLimitsSettings } from './order-limits-settings';
import { useCanEdit } from './staff-access';

/** /admin/settings: what every shopper's page shows (the client configuration), the shipping tables and the order limits. */
export function SettingsScreen() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        Shop settings
      </Typography>
      <StorefrontSettings />
      <ShippingSettings />
      <OrderLimitsSettings />
    </Stack>
  );
}

/** A failed save in words; a stale version (409) asks for a reload and offers it. */
function SaveProblem({ error, what, onReload }: { error: Error; what: string; onReload: () => void }) {
  const stale = error instanceof ApiError && error.status === 409;
  return (
    <Alert
      severity="error"
      action={
        stale && (
          <Button color="inherit" onClick={onReload}>
            Reload
          </Button>
        )
      }
    >
      {stale ? `Someone else changed the ${what} since you opened them. Reload to see their changes, then make yours again.` : error.message}
    </Alert>
  );
}

const TAX_MODE_LABELS: Record<TaxMode, string> = {
  flat: 'Flat: Tax 15% on every order',
  'by-destination': 'By destination: GST, HST, PST or QST of the delivery province',
};
const REGISTRATION_LABELS: Record<(typeof PST_PROVINCES)[number], string> = {
  BC: 'British Columbia PST',
  MB: 'Manitoba PST (RST)',
  SK: 'Saskatchewan PST',
  QC: 'Quebec QST',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** The storefront's settings: the client configuration every shopper's page carries. */
export function StorefrontSettings() {
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(configSettingsQuery);
  const [reloads, setReloads] = useState(0);
  const [saved, setSaved] = useState(false);
  return (
    <Paper sx={{ p: 3 }} component="section" aria-label="Storefront settings">
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Storefront
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          Saved. Shoppers see the change on their next page.
        </Alert>
      )}
      {data && (
        <ConfigEditor
          key={`${data.updatedAt}:${reloads}`}
          view={data}
          onSaved={(view) => {
            queryClient.setQueryData(configSettingsQuery.queryKey, view);
            setSaved(true);
          }}
          onReload={() => {
            setSaved(false);
            void refetch().then(() => setReloads((count) => count + 1));
          }}
        />
      )}
    </Paper>
  );
}

function ConfigEditor({ view, onSaved, onReload }: { view: ClientConfigView; onSaved: (view: ClientConfigView) => void; onReload: () => void }) {
  const canEdit = useCanEdit();
  const [form, setForm] = useState<ConfigForm>(() => formFromConfig(view.config));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useMutation({ mutationFn: putConfigSettings, onSuccess: onSaved });
  const set = (changes: Partial<ConfigForm>) => setForm((current) => ({ ...current, ...changes }));
  const text = (key: string, label: string, value: string, onChange: (value: string) => void, props: TextFieldProps = {}) => (
    <TextField
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!canEdit}
      error={key in errors}
      helperText={errors[key] ?? props.helperText}
      {...props}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = configFromForm(form, view.config);
    if (!outcome.ok) return setErrors(outcome.errors);
    setErrors({});
    save.mutate({ config: outcome.value, updatedAt: view.updatedAt });
  };
  const { general } = view.config;
  const names = Object.fromEntries(SHIPPING_METHOD_CODES.map((code) => [code, DEFAULT_SHIPPING_RATES[code].name]));

  return (
    <Stack component="form" aria-label="Storefront settings form" noValidate onSubmit={onSubmit} spacing={3}>
      <Section title="Open or closed">
        <FormGroup>
          <FormControlLabel
            control={<Switch checked={form.site_disabled} disabled={!canEdit} onChange={(event) => set({ site_disabled: event.target.checked })} />}
            label={`Shop closed (site disabled): shoppers are asked to order by phone at ${form.phone || 'the shop phone'}`}
          />
          <FormControlLabel
            control={<Switch checked={form.age_check} disabled={!canEdit} onChange={(event) => set({ age_check: event.target.checked })} />}
            label="Age check: shoppers confirm they are 19 or older before they see the shop"
          />
          <FormControlLabel
            control={<Switch checked={form.gift_card} disabled={!canEdit} onChange={(event) => set({ gift_card: event.target.checked })} />}
            label="Gift card message: checkout offers a message for the card"
          />
        </FormGroup>
      </Section>

      <Section title="Shop">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text('product_name', 'Product name', form.product_name, (value) => set({ product_name: value }), { sx: { flex: 1 }, required: true })}
          {text('product_subtext', 'Subtext', form.product_subtext, (value) => set({ product_subtext: value }), { sx: { flex: 1 } })}
        </Stack>
        {text('description', 'Description (search engines and link previews)', form.description, (value) => set({ description: value }), { multiline: true, minRows: 2 })}
        {text('welcome_text', 'Welcome text (the home page)', form.welcome_text, (value) => set({ welcome_text: value }), { multiline: true, minRows: 4 })}
      </Section>

      <Section title="Contact">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text('email', 'E-mail', form.email, (value) => set({ email: value }), { sx: { flex: 1 }, type: 'email' })}
          {text('phone', 'Phone', form.phone, (value) => set({ phone: value }), { sx: { flex: 1 } })}
          {text('url', 'Web address', form.url, (value) => set({ url: value }), { sx: { flex: 1 } })}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {(
            [
              ['street', 'Street'],
              ['poBox', 'PO box'],
              ['city', 'City'],
              ['province', 'Province'],
              ['postal', 'Postal code'],
              ['country', 'Country'],
            ] as const
          ).map(([key, label]) => (
            <Box key={key} sx={{ flex: 1 }}>
              {text(`address.${key}`, label, form.address[key], (value) => set({ address: { ...form.address, [key]: value } }), { fullWidth: true })}
            </Box>
          ))}
        </Stack>
      </Section>

      <Section title="Header menu">
        <Typography variant="body2" color="text.secondary">
          Urls starting with / open in the shop (e.g. /florist); web addresses (https://…) open in a new window.
        </Typography>
        {form.menus.map((menu, index) => (
          <Stack key={menu.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {text(`menus.${index}.name`, `Menu ${index + 1} name`, menu.name, (value) => set({ menus: form.menus.map((row) => (row === menu ? { ...row, name: value } : row)) }), { sx: { width: 220 } })}
            {text(`menus.${index}.url`, `Menu ${index + 1} url`, menu.url, (value) => set({ menus: form.menus.map((row) => (row === menu ? { ...row, url: value } : row)) }), { sx: { flex: 1 } })}
            {canEdit && (
              <>
                <IconButton aria-label={`Move menu ${index + 1} up`} disabled={index === 0} onClick={() => set({ menus: moveRow(form.menus, index, -1) })}>
                  ↑
                </IconButton>
                <IconButton aria-label={`Move menu ${index + 1} down`} disabled={index === form.menus.length - 1} onClick={() => set({ menus: moveRow(form.menus, index, 1) })}>
                  ↓
                </IconButton>
                <Button color="error" aria-label={`Remove menu ${index + 1}`} onClick={() => set({ menus: form.menus.filter((row) => row !== menu) })}>
                  Remove
                </Button>
              </>
            )}
          </Stack>
        ))}
        {errors.menus && <Alert severity="error">{errors.menus}</Alert>}
        {canEdit && (
          <Box>
            <Button disabled={form.menus.length >= 12} onClick={() => set({ menus: [...form.menus, newMenuRow()] })}>
              Add menu entry
            </Button>
          </Box>
        )}
      </Section>

      <Section title="Logo and fonts">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text('logo.left', 'Logo left (px)', form.logo.left, (value) => set({ logo: { ...form.logo, left: value } }), { sx: { width: 150 } })}
          {text('logo.top', 'Logo top (px)', form.logo.top, (value) => set({ logo: { ...form.logo, top: value } }), { sx: { width: 150 } })}
          {text('logo.height', 'Logo height (px)', form.logo.height, (value) => set({ logo: { ...form.logo, height: value } }), { sx: { width: 150 } })}
          {text('fonts.title', 'Title font', form.fonts.title, (value) => set({ fonts: { ...form.fonts, title: value } }), { sx: { flex: 1 } })}
          {text('fonts.menu', 'Menu font', form.fonts.menu, (value) => set({ fonts: { ...form.fonts, menu: value } }), { sx: { flex: 1 } })}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Fonts the shop serves itself: {SHIPPED_FONT_FAMILIES.join(', ')}. Another name is drawn only where the shopper has that font.
        </Typography>
      </Section>

      <Section title="Shipping methods offered">
        <FormGroup row>
          {SHIPPING_METHOD_CODES.map((code) => (
            <FormControlLabel
              key={code}
              control={<Checkbox checked={form.shipping.includes(code)} disabled={!canEdit} onChange={(event) => set({ shipping: toggleMethod(form.shipping, code, event.target.checked) })} />}
              label={`${names[code]} (${code})`}
            />
          ))}
        </FormGroup>
      </Section>

      <Section title="Sales tax">
        <TextField
          select
          label="Tax mode"
          value={form.tax_mode}
          disabled={!canEdit}
          onChange={(event) => set({ tax_mode: event.target.value as TaxMode })}
          sx={{ maxWidth: 420 }}
          helperText="Orders keep the taxes they were charged: a change applies to new orders only."
        >
          {TAX_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {TAX_MODE_LABELS[mode]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          Registered to collect the provincial sales tax of (by destination only; elsewhere only GST or HST is charged):
        </Typography>
        <FormGroup row role="group" aria-label="Provincial sales tax registrations">
          {PST_PROVINCES.map((code) => (
            <FormControlLabel
              key={code}
              control={
                <Checkbox
                  checked={form.tax_registrations.includes(code)}
                  disabled={!canEdit}
                  onChange={(event) => set({ tax_registrations: toggleRegistration(form.tax_registrations, code, event.target.checked) })}
                />
              }
              label={REGISTRATION_LABELS[code]}
            />
          ))}
        </FormGroup>
      </Section>

      <Typography variant="body2" color="text.secondary">
        Payment providers: {general.payment_providers.map((provider) => provider.name).join(', ') || 'none'} (an admin changes them through the API).
      </Typography>
      {Object.keys(errors).length > 0 && <Alert severity="error">Some settings need fixing: see the fields marked in red.</Alert>}
      {save.isError && <SaveProblem error={save.error} what="settings" onReload={onReload} />}
      {canEdit && (
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save storefront settings
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The shipping tables, one method at a time. */
export function ShippingSettings() {
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(shippingSettingsQuery);
  const [reloads, setReloads] = useState(0);
  const [saved, setSaved] = useState(false);
  const [shown, setShown] = useState<ShippingMethodCode>('PICKUP');
  return (
    <Paper sx={{ p: 3 }} component="section" aria-label="Shipping settings">
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Shipping rates
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          Saved. The next shipping estimate uses these rates.
        </Alert>
      )}
      {data && (
        <ShippingEditor
          key={`${data.updatedAt}:${reloads}`}
          view={data}
          shown={shown}
          onShow={setShown}
          onSaved={(view) => {
            queryClient.setQueryData(shippingSettingsQuery.queryKey, view);
            setSaved(true);
          }}
          onReload={() => {
            setSaved(false);
            void refetch().then(() => setReloads((count) => count + 1));
          }}
        />
      )}
    </Paper>
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
      <Stack direction="row" spacing={2}>
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
      </Stack>
      {view.settings.canadaPost && (
        <Alert severity="info">
          Live Canada Post rates are on (account {view.settings.canadaPost.username}, {view.settings.canadaPost.environment}); their prices replace these for Canada Post
          methods when Canada Post answers.
        </Alert>
      )}
      <Tabs value={shown} onChange={(_event, code: ShippingMethodCode) => setShown(code)} variant="scrollable" aria-label="Shipping methods">
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
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
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
                    {missing.map((zone) => (
                      <MenuItem key={zone} value={zone}>
                        {ZONE_LABELS[zone]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Stack>
              <Table size="small" aria-label={`${method.code} rates by zone`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Zone</TableCell>
                    <TableCell>Days (min–max)</TableCell>
                    <TableCell>Price bands (from subtotal $ → price $)</TableCell>
                    <TableCell>Free from $</TableCell>
                    {canEdit && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
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
                </TableBody>
              </Table>
            </Box>
          );
        })}
      {Object.keys(errors).length > 0 && <Alert severity="error">Some rates need fixing: see the rows marked in red.</Alert>}
      {save.isError && <SaveProblem error={save.error} what="shipping settings" onReload={onReload} />}
      {canEdit && (
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save shipping rates
          </Button>
        </Box>
      )}
    </Stack>
  );
}
