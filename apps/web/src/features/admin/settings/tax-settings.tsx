import { PST_PROVINCES, TAX_MODES, type TaxMode } from '@backroom/core/tax/sales-tax';
import { Checkbox, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { type ConfigForm, toggleRegistration } from './settings-form';
import { SettingsSection } from './settings-section';
import { menuOptions } from '../shared/menu-options';

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

/** The storefront form's sales tax: the tax mode and the provinces whose sales tax the shop collects. */
export function TaxSettings({ form, canEdit, onChange }: { form: ConfigForm; canEdit: boolean; onChange: (changes: Partial<ConfigForm>) => void }) {
  return (
    <SettingsSection title="Sales tax">
      <TextField
        select
        label="Tax mode"
        value={form.tax_mode}
        disabled={!canEdit}
        onChange={(event) => onChange({ tax_mode: event.target.value as TaxMode })}
        sx={{ maxWidth: 420 }}
        helperText="Orders keep the taxes they were charged: a change applies to new orders only."
      >
        {menuOptions(TAX_MODES, (mode) => TAX_MODE_LABELS[mode])}
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
                onChange={(event) => onChange({ tax_registrations: toggleRegistration(form.tax_registrations, code, event.target.checked) })}
              />
            }
            label={REGISTRATION_LABELS[code]}
          />
        ))}
      </FormGroup>
    </SettingsSection>
  );
}
