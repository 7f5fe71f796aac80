import { SHIPPING_METHOD_CODES } from '@backroom/core/client-config';
import type { ClientConfigView } from '@backroom/core/client-config-body';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import { SHIPPED_FONT_FAMILIES } from '@backroom/core/shop-fonts';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, IconButton, Stack, Switch, TextField, type TextFieldProps, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useCanEdit } from '../shared/staff-access';
import { configSettingsQuery, putConfigSettings } from './api/staff-settings';
import { SaveProblem } from './save-problem';
import { type ConfigForm, configFromForm, type FormErrors, formFromConfig, moveRow, newMenuRow, toggleMethod } from './settings-form';
import { SettingsSection } from './settings-section';
import { TaxSettings } from './tax-settings';
import { SaveButton } from '../shared/save-button';
import { SettingsPanel } from './settings-panel';
import { useSettingsEditor } from './use-settings-editor';

/** The storefront's settings: the client configuration every shopper's page carries. */
export function StorefrontSettings() {
  const { data, error, saved, dismissSaved, editorKey, onSaved, onReload } = useSettingsEditor(configSettingsQuery);
  return (
    <SettingsPanel label="Storefront settings" title="Storefront" error={error} savedNotice="Saved. Shoppers see the change on their next page." saved={saved} onDismissSaved={dismissSaved}>
      {data && <ConfigEditor key={editorKey} view={data} onSaved={onSaved} onReload={onReload} />}
    </SettingsPanel>
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
      <SettingsSection title="Open or closed">
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
      </SettingsSection>

      <SettingsSection title="Shop">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text('product_name', 'Product name', form.product_name, (value) => set({ product_name: value }), { sx: { flex: 1 }, required: true })}
          {text('product_subtext', 'Subtext', form.product_subtext, (value) => set({ product_subtext: value }), { sx: { flex: 1 } })}
        </Stack>
        {text('description', 'Description (search engines and link previews)', form.description, (value) => set({ description: value }), { multiline: true, minRows: 2 })}
        {text('welcome_text', 'Welcome text (the home page)', form.welcome_text, (value) => set({ welcome_text: value }), { multiline: true, minRows: 4 })}
      </SettingsSection>

      <SettingsSection title="Contact">
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
      </SettingsSection>

      <SettingsSection title="Header menu">
        <Typography variant="body2" color="text.secondary">
          Urls starting with / open in the shop (e.g. /florist); web addresses (https://…) open in a new window.
        </Typography>
        {form.menus.map((menu, index) => (
          // On a phone: the name and the url one under the other, the buttons on a line under them.
          <Stack key={menu.key} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
            {text(`menus.${index}.name`, `Menu ${index + 1} name`, menu.name, (value) => set({ menus: form.menus.map((row) => (row === menu ? { ...row, name: value } : row)) }), { sx: { width: { md: 220 } } })}
            {text(`menus.${index}.url`, `Menu ${index + 1} url`, menu.url, (value) => set({ menus: form.menus.map((row) => (row === menu ? { ...row, url: value } : row)) }), { sx: { flex: 1 } })}
            {canEdit && (
              <Stack direction="row" spacing={1}>
                <IconButton aria-label={`Move menu ${index + 1} up`} disabled={index === 0} onClick={() => set({ menus: moveRow(form.menus, index, -1) })}>
                  ↑
                </IconButton>
                <IconButton aria-label={`Move menu ${index + 1} down`} disabled={index === form.menus.length - 1} onClick={() => set({ menus: moveRow(form.menus, index, 1) })}>
                  ↓
                </IconButton>
                <Button color="error" aria-label={`Remove menu ${index + 1}`} onClick={() => set({ menus: form.menus.filter((row) => row !== menu) })}>
                  Remove
                </Button>
              </Stack>
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
      </SettingsSection>

      <SettingsSection title="Logo and fonts">
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
      </SettingsSection>

      <SettingsSection title="Shipping methods offered">
        <FormGroup row>
          {SHIPPING_METHOD_CODES.map((code) => (
            <FormControlLabel
              key={code}
              control={<Checkbox checked={form.shipping.includes(code)} disabled={!canEdit} onChange={(event) => set({ shipping: toggleMethod(form.shipping, code, event.target.checked) })} />}
              label={`${names[code]} (${code})`}
            />
          ))}
        </FormGroup>
      </SettingsSection>

      <TaxSettings form={form} canEdit={canEdit} onChange={set} />

      <Typography variant="body2" color="text.secondary">
        Payment providers: {general.payment_providers.map((provider) => provider.name).join(', ') || 'none'} (an admin changes them through the API).
      </Typography>
      {Object.keys(errors).length > 0 && <Alert severity="error">Some settings need fixing: see the fields marked in red.</Alert>}
      {save.isError && <SaveProblem error={save.error} what="settings" onReload={onReload} />}
      <SaveButton pending={save.isPending}>Save storefront settings</SaveButton>
    </Stack>
  );
}
