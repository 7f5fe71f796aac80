import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@backroom/core/members/saved-address';
import { isProvinceCode, provinceName } from '@backroom/core/provinces';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../lib/i18n/use-messages';
import { savedAddressesQuery } from '../../lib/saved-addresses';
import { deleteSavedAddress, makeDefaultAddress, useAddressChange } from './api/change-saved-addresses';
import { membersMessages } from './members.messages';
import { SavedAddressDialog } from './saved-address-dialog';

/** The member's saved addresses: the default one fills the checkout's Shipping step, any other can be picked there. */
export function AddressBook({ token }: { token: string }) {
  const t = useMessages(membersMessages);
  const addresses = useQuery(savedAddressesQuery(token));
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const remove = useAddressChange(deleteSavedAddress);
  const makeDefault = useAddressChange(makeDefaultAddress);
  const list = addresses.data ?? [];
  const full = list.length >= MAX_SAVED_ADDRESSES;
  const failed = remove.error ?? makeDefault.error;

  return (
    <Box component="section" aria-labelledby="saved-addresses-title" sx={{ mb: 3 }}>
      <Typography id="saved-addresses-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('members.addresses.title')}
      </Typography>
      {addresses.isPending && <Typography>{t('members.addresses.loading')}</Typography>}
      {addresses.isError && <Alert severity="error">{t('members.addresses.loadFailed', { message: addresses.error.message })}</Alert>}
      {failed && <Alert severity="error" sx={{ mb: 1 }}>{t('members.addresses.saveFailed', { message: failed.message })}</Alert>}
      {addresses.data?.length === 0 && <Typography sx={{ mb: 1 }}>{t('members.addresses.none')}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
        {list.map((address) => (
          <Paper key={address.id} variant="outlined" component="article" aria-label={address.label || `${address.firstName} ${address.lastName}`} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, minHeight: 24 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{address.label || t('members.addresses.unnamed')}</Typography>
              {address.isDefault && <Chip size="small" color="primary" label={t('members.addresses.default')} />}
            </Stack>
            <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
              {`${address.firstName} ${address.lastName}`}
              <br />
              {address.street}
              {address.additional && (
                <>
                  <br />
                  {address.additional}
                </>
              )}
              <br />
              {`${address.city}, ${isProvinceCode(address.province) ? provinceName(address.province, t.locale) : address.province} ${address.postal}`}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
              <Button size="small" onClick={() => setEditing(address)}>
                {t('members.addresses.edit')}
              </Button>
              {!address.isDefault && (
                <Button size="small" disabled={makeDefault.isPending} onClick={() => makeDefault.mutate(address.id)}>
                  {t('members.addresses.makeDefault')}
                </Button>
              )}
              <Button size="small" color="error" disabled={remove.isPending} onClick={() => setDeleting(address)}>
                {t('members.addresses.delete')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Box>
      <Button variant="outlined" disabled={full || addresses.isPending} onClick={() => setEditing('new')}>
        {t('members.addresses.add')}
      </Button>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('members.addresses.full')}
        </Typography>
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-address-title">
        <DialogTitle id="delete-address-title">{t('members.addresses.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting && t('members.addresses.deleteWhich', { label: deleting.label || t('members.addresses.unnamed'), street: deleting.street, city: deleting.city })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('members.addresses.keep')}</Button>
          <Button
            color="error"
            onClick={() => {
              if (deleting) remove.mutate(deleting.id);
              setDeleting(null);
            }}
          >
            {t('members.addresses.delete')}
          </Button>
        </DialogActions>
      </Dialog>
      {editing !== null && <SavedAddressDialog editing={editing === 'new' ? null : editing} first={list.length === 0} onClose={() => setEditing(null)} />}
    </Box>
  );
}
