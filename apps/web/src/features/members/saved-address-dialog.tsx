import { type SavedAddress, type SavedAddressInput, savedAddressProblems } from '@backroom/core/members/saved-address';
import type { FieldProblemCode } from '@backroom/core/orders/checkout-rules';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { ProvinceField } from '../../components/province-field';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n/use-messages';
import { addSavedAddress, editSavedAddress, useAddressChange } from './api/change-saved-addresses';
import { membersMessages } from './members.messages';
import type { messages } from './members.messages.en';

type Field = 'label' | 'firstName' | 'lastName' | 'street' | 'additional' | 'city' | 'province' | 'postal';
type Fields = Record<Field, string>;

const EMPTY: Fields = { label: '', firstName: '', lastName: '', street: '', additional: '', city: '', province: '', postal: '' };

/** The address problems a member can meet here, in the page's language (the checkout's rule, core/checkout-rules.ts). */
const PROBLEM_KEYS: Partial<Record<FieldProblemCode, keyof typeof messages>> = {
  'delivery.firstName.required': 'members.addresses.problem.required',
  'delivery.lastName.required': 'members.addresses.problem.required',
  'delivery.street.required': 'members.addresses.problem.required',
  'delivery.city.required': 'members.addresses.problem.required',
  'delivery.province.required': 'members.addresses.problem.required',
  'delivery.postal.incomplete': 'members.addresses.problem.postalIncomplete',
  'delivery.postal.notCanadian': 'members.addresses.problem.postalNotCanadian',
  'delivery.postal.wrongProvince': 'members.addresses.problem.postalWrongProvince',
};

interface SavedAddressDialogProps {
  /** The address to change; null to add one. */
  editing: SavedAddress | null;
  /** Whether the member has no address yet (this one becomes the default anyway). */
  first: boolean;
  onClose: () => void;
}

/** Adds or changes a saved address, judged by the checkout's own delivery address rule before it is sent. */
export function SavedAddressDialog({ editing, first, onClose }: SavedAddressDialogProps) {
  const t = useMessages(membersMessages);
  const titleId = useId();
  const [fields, setFields] = useState<Fields>(() => (editing ? { ...EMPTY, ...pick(editing) } : EMPTY));
  const [makeDefault, setMakeDefault] = useState(false);
  const [tried, setTried] = useState(false);
  const save = useAddressChange((address: SavedAddressInput) => (editing ? editSavedAddress(editing.id, address) : addSavedAddress(address)));

  const problems = new Map(savedAddressProblems(fields).map((problem) => [problem.path, problem.code]));
  const problemOf = (field: Field) => {
    const code = tried ? problems.get(field) : undefined;
    const key = code && PROBLEM_KEYS[code];
    return key ? t(key) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.size > 0) return;
    save.mutate({ ...fields, isDefault: makeDefault }, { onSuccess: onClose });
  };
  const text = (field: Exclude<Field, 'province'>, label: string, autoComplete: string, required = true, wide = false) => (
    <TextField
      label={label}
      required={required}
      value={fields[field]}
      onChange={(event) => setFields({ ...fields, [field]: field === 'postal' ? event.target.value.toUpperCase() : event.target.value })}
      error={problemOf(field) !== undefined}
      helperText={problemOf(field) ?? ' '}
      autoComplete={autoComplete}
      sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
      slotProps={{ htmlInput: { maxLength: field === 'label' ? 40 : field === 'postal' ? 8 : 200 } }}
    />
  );
  const refusal = save.error instanceof ApiError && save.error.details.some((detail) => detail.reason === 'savedAddress.limitReached') ? t('members.addresses.full') : save.error?.message;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(editing ? 'members.addresses.editTitle' : 'members.addresses.addTitle')}</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('members.addresses.saveFailed', { message: refusal })}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
            {text('label', t('members.addresses.label'), 'off', false, true)}
            {text('firstName', t('members.signIn.firstName'), 'shipping given-name')}
            {text('lastName', t('members.signIn.lastName'), 'shipping family-name')}
            {text('street', t('members.addresses.street'), 'shipping address-line1', true, true)}
            {text('additional', t('members.addresses.additional'), 'shipping address-line2', false, true)}
            {text('city', t('members.addresses.city'), 'shipping address-level2')}
            <ProvinceField
              label={t('members.addresses.province')}
              chooseLabel={t('members.addresses.chooseProvince')}
              value={fields.province}
              onChange={(province) => setFields({ ...fields, province })}
              locale={t.locale}
              problem={problemOf('province')}
            />
            {text('postal', t('members.addresses.postal'), 'shipping postal-code')}
          </Box>
          {!first && !editing?.isDefault && (
            <FormControlLabel control={<Checkbox checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />} label={t('members.addresses.makeDefaultToo')} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('members.addresses.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('members.addresses.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function pick(address: SavedAddress): Fields {
  const { label, firstName, lastName, street, additional, city, province, postal } = address;
  return { label, firstName, lastName, street, additional, city, province, postal };
}
