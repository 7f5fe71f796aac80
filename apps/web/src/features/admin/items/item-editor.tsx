import type { Category, StaffItem } from '@backroom/core/catalog';
import { type Inventory, totalStock } from '@backroom/core/item-display';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { imageUrl } from '../../../lib/item-image-url';
import { patchItemField, setItemImageUrl, uploadItemImage } from './api/staff-items';
import { changedFields, type FieldEdit, type ItemForm, formFromItem } from './item-form';
import { useCanEdit } from '../shared/staff-access';
import { FormRow } from '../shared/form-row';
import { NARROW } from '../shared/narrow';
import { SaveButton } from '../shared/save-button';

type TextFieldName = Exclude<keyof ItemForm, 'hidden' | 'discontinued' | 'special' | 'florist' | 'inventory'>;

const isBelowHeldRefusal = (error: unknown) => error instanceof ApiError && error.code === 'STOCK_BELOW_HELD';

/** A failed save in words; a stale version (409) asks for a reload and offers it. */
function SaveProblem({ error, onReload }: { error: Error; onReload: () => void }) {
  const stale = error instanceof ApiError && error.status === 409 && !isBelowHeldRefusal(error);
  return (
    <Alert
      severity="error"
      action={
        stale ? (
          <Button color="inherit" onClick={onReload}>
            Reload
          </Button>
        ) : undefined
      }
    >
      {stale ? 'Someone else changed this item since you opened it. Reload it to see their changes, then make yours again.' : error.message}
    </Alert>
  );
}

/** The counts typed, as an inventory, when every one is a whole number. */
function typedInventory(form: ItemForm): Inventory | null {
  const entries = Object.entries(form.inventory);
  if (entries.some(([, text]) => !/^-?\d+$/.test(text.trim()))) return null;
  return Object.fromEntries(entries.map(([location, text]) => [location, { count: Number(text) }]));
}

/** What orders hold of the item and what is left to sell, now and with the counts typed. */
function HeldStock({ item, form }: { item: StaffItem; form: ItemForm }) {
  const typed = typedInventory(form);
  const leftAfter = typed === null ? null : totalStock(typed) - item.heldStock;
  const changed = leftAfter !== null && leftAfter !== item.stock && !item.group.enabled;
  return (
    <Typography variant="body2" sx={{ mb: 1 }} aria-label="Held stock">
      Held by open and paid orders: {item.heldStock}. Left to sell: {item.stock}
      {changed && <> → {leftAfter} after saving</>}.
    </Typography>
  );
}

/** Staff's word before counts below what orders hold are saved (docs/decisions/024). */
function BelowHeldQuestion({ message, onConfirm, onCancel }: { message: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Alert
      severity="warning"
      role="alertdialog"
      aria-label="Below held stock"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" onClick={onConfirm}>
            Save below held stock
          </Button>
          <Button color="inherit" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      }
    >
      {message}
    </Alert>
  );
}

interface ItemEditorProps {
  item: StaffItem;
  categories: readonly Category[];
  /** A save went through: the item as the server now has it. */
  onSaved: (item: StaffItem) => void;
  /** Fetch the item again (after a 409). */
  onReload: () => void;
}

/** Every editable field of one item; saves each changed field with If-Match of the version it started from. */
export function ItemEditor({ item, categories, onSaved, onReload }: ItemEditorProps) {
  const canEdit = useCanEdit();
  const [form, setForm] = useState<ItemForm>(() => formFromItem(item));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pictureUrl, setPictureUrl] = useState('');
  const [belowHeld, setBelowHeld] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async ({ edits, confirmBelowHeld }: { edits: FieldEdit[]; confirmBelowHeld: boolean }) => {
      let current = item;
      try {
        for (const edit of edits) current = await patchItemField(current, edit.field, edit.value, { confirmBelowHeld: confirmBelowHeld && edit.field === 'inventory' });
      } finally {
        if (current !== item) onSaved(current);
      }
      return current;
    },
    onSuccess: () => setSaved(true),
    // Orders took more while staff typed: the server asks the question the form did not.
    onError: (error) => {
      if (isBelowHeldRefusal(error)) setBelowHeld(error.message);
    },
  });
  const picture = useMutation({
    mutationFn: (source: File | string) => (typeof source === 'string' ? setItemImageUrl(item, source) : uploadItemImage(item, source)),
    onSuccess: (updated) => {
      setPictureUrl('');
      onSaved(updated);
    },
  });

  const saveChanges = (confirmBelowHeld: boolean) => {
    setSaved(false);
    setBelowHeld(null);
    const changes = changedFields(item, form);
    if ('problem' in changes) {
      setProblem(changes.problem);
      return;
    }
    setProblem(null);
    if (changes.edits.length === 0) {
      setProblem('Nothing has changed.');
      return;
    }
    const inventory = changes.edits.find((edit) => edit.field === 'inventory')?.value as Inventory | undefined;
    const onShelf = inventory && !item.group.enabled ? totalStock(inventory) : null;
    if (!confirmBelowHeld && onShelf !== null && onShelf < item.heldStock) {
      setBelowHeld(
        `Orders hold ${item.heldStock} of this item that have not left the shelf; the counts you typed (${onShelf} in all) leave ` +
          `${onShelf - item.heldStock} to sell. Shoppers will see it sold out, and those orders cannot all be filled from the shelf.`,
      );
      return;
    }
    save.mutate({ edits: changes.edits, confirmBelowHeld });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveChanges(false);
  };
  const text = (name: TextFieldName, label: string, extra: { multiline?: boolean; width?: number; helperText?: string } = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      helperText={extra.helperText}
      size="small"
      sx={{ width: extra.width ?? 'auto' }}
      fullWidth={extra.width === undefined}
      slotProps={{ htmlInput: { readOnly: !canEdit } }}
    />
  );
  const flag = (name: 'hidden' | 'discontinued' | 'special' | 'florist', label: string) => (
    <FormControlLabel
      label={label}
      control={<Checkbox checked={form[name]} disabled={!canEdit} onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.checked }))} />}
    />
  );

  return (
    <Stack direction={{ xs: 'column', [NARROW]: 'row' }} spacing={3} alignItems={{ [NARROW]: 'flex-start' }}>
      <Paper component="form" onSubmit={onSubmit} aria-label="Edit item" sx={{ p: { xs: 2, [NARROW]: 3 }, flex: 1, minWidth: 0 }}>
        <Stack spacing={2}>
          {text('name', 'Name')}
          <FormRow>
            {text('brand', 'Brand')}
            {text('sku', 'SKU')}
            {text('upc', 'UPC')}
          </FormRow>
          {text('description', 'Description', { multiline: true })}
          <FormRow align="flex-start">
            {text('price', 'Price ($)', { width: 160, helperText: 'In dollars, e.g. 12.99' })}
            {text('cost', 'Cost ($)', { width: 160 })}
            <TextField
              select
              label="Category"
              size="small"
              value={form.categoryId}
              onChange={(event) => setForm((current) => ({ ...current, categoryId: event.target.value }))}
              disabled={!canEdit}
              sx={{ minWidth: 260 }}
            >
              <MenuItem value="">No category</MenuItem>
              {categories.map((category) => (
                <MenuItem key={category.id} value={category.id}>
                  {category.name} ({category.id})
                </MenuItem>
              ))}
            </TextField>
          </FormRow>
          <FormGroup row>
            {flag('hidden', 'Hidden')}
            {flag('discontinued', 'Discontinued')}
            {flag('special', 'Special order')}
            {flag('florist', 'Florist item (delivery date, pickup or Queens County delivery)')}
          </FormGroup>
          <FormRow>
            {text('vendor', 'Vendor')}
            {text('externalId', 'Vendor item id')}
            {text('variantName', 'Variant name')}
          </FormRow>
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              Inventory
            </Typography>
            <HeldStock item={item} form={form} />
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              {Object.keys(form.inventory).length === 0 && <Typography variant="body2">No stock locations.</Typography>}
              {Object.entries(form.inventory).map(([location, count]) => (
                <TextField
                  key={location}
                  label={`Count at ${location}`}
                  size="small"
                  value={count}
                  onChange={(event) => setForm((current) => ({ ...current, inventory: { ...current.inventory, [location]: event.target.value } }))}
                  sx={{ width: { xs: '100%', sm: 160 } }}
                  slotProps={{ htmlInput: { readOnly: !canEdit, inputMode: 'numeric' } }}
                />
              ))}
            </Stack>
          </Box>
          {text('supplierUrls', 'Supplier urls (one a line)', { multiline: true })}
          {text('homeUrls', 'Maker urls (one a line)', { multiline: true })}
          {text('notes', 'Staff notes', { multiline: true })}
          {problem && <Alert severity="warning">{problem}</Alert>}
          {belowHeld !== null && <BelowHeldQuestion message={belowHeld} onConfirm={() => saveChanges(true)} onCancel={() => setBelowHeld(null)} />}
          {save.isError && !isBelowHeldRefusal(save.error) && <SaveProblem error={save.error} onReload={onReload} />}
          {saved && !save.isPending && <Alert severity="success">Saved.</Alert>}
          <SaveButton pending={save.isPending}>Save changes</SaveButton>
        </Stack>
      </Paper>
      <Paper sx={{ p: { xs: 2, [NARROW]: 3 }, width: { [NARROW]: 340 }, flexShrink: 0 }} aria-label="Picture" component="section">
        <Typography component="h2" variant="h6" gutterBottom>
          Picture
        </Typography>
        {item.imageId ? (
          <Box component="img" src={imageUrl(item.imageId, 'card')} alt={`Picture of ${item.name}`} sx={{ maxWidth: '100%', maxHeight: 180, display: 'block', mb: 2 }} />
        ) : (
          <Typography variant="body2" sx={{ mb: 2 }}>
            No picture yet.
          </Typography>
        )}
        {canEdit && (
          <Stack spacing={2}>
            <Button variant="outlined" component="label" disabled={picture.isPending}>
              Upload a picture
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                aria-label="Picture file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) picture.mutate(file);
                  event.target.value = '';
                }}
              />
            </Button>
            <TextField label="Picture url" size="small" value={pictureUrl} onChange={(event) => setPictureUrl(event.target.value)} />
            <Button variant="outlined" disabled={picture.isPending || pictureUrl.trim() === ''} onClick={() => picture.mutate(pictureUrl.trim())}>
              Use the picture at this url
            </Button>
            {picture.isPending && <Typography variant="body2">Sending the picture...</Typography>}
            {picture.isError && <SaveProblem error={picture.error} onReload={onReload} />}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
