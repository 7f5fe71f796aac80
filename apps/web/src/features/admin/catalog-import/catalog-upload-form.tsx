import { Alert, AlertTitle, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { staffCategoriesQuery } from '../shared/api/staff-categories';
import { type CatalogImport, type CatalogImportChoices, type CategorySource, uploadCatalogFile } from './api/staff-catalog-imports';

/** The largest file the server reads (the import contract). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const FORMATS: readonly { value: CatalogImportChoices['format']; label: string }[] = [
  { value: 'auto', label: 'Found from the header row' },
  { value: 'shopify', label: 'Shopify product CSV' },
  { value: 'backroom', label: "This shop's own export" },
];

/** '' is the format's own source: Type for Shopify, the category column for the shop's own file. */
type CategoryChoice = CategorySource | '';
const CATEGORY_SOURCES: readonly { value: CategoryChoice; label: string; formats: readonly CatalogImportChoices['format'][] }[] = [
  { value: '', label: 'Type (Shopify) / Category (own)', formats: ['auto', 'shopify', 'backroom'] },
  { value: 'type', label: "Shopify's Type column", formats: ['auto', 'shopify'] },
  { value: 'tag-prefix', label: 'A tag starting with…', formats: ['auto', 'shopify'] },
  { value: 'fixed', label: 'One category for every item', formats: ['auto', 'shopify', 'backroom'] },
  { value: 'file', label: "The own file's Category column", formats: ['auto', 'backroom'] },
];

const sizeInMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const problemOf = (error: Error) => (error instanceof ApiError ? error.message : `The file could not be sent: ${error.message}`);

/**
 * Picks a catalogue CSV (by the button or dropped on the box), its layout and where its items'
 * categories come from, and sends it for a preview. Nothing is written to the catalogue here.
 */
export function CatalogUploadForm({ onPreviewed }: { onPreviewed: (catalogImport: CatalogImport) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<CatalogImportChoices['format']>('auto');
  const [categoryFrom, setCategoryFrom] = useState<CategoryChoice>('');
  const [categoryTagPrefix, setCategoryTagPrefix] = useState('category:');
  const [categoryId, setCategoryId] = useState('');
  const [dragging, setDragging] = useState(false);
  const categories = useQuery({ ...staffCategoriesQuery, enabled: categoryFrom === 'fixed' });
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadCatalogFile(chosen, { format, categoryFrom: categoryFrom || null, categoryTagPrefix: categoryTagPrefix.trim(), categoryId }),
    onSuccess: (catalogImport) => {
      setFile(null);
      onPreviewed(catalogImport);
    },
  });
  const tooBig = file !== null && file.size > MAX_FILE_BYTES;
  const incomplete = (categoryFrom === 'tag-prefix' && categoryTagPrefix.trim() === '') || (categoryFrom === 'fixed' && categoryId === '');
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    upload.reset();
    setFile(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !tooBig && !incomplete) upload.mutate(file);
  };
  const sources = CATEGORY_SOURCES.filter((source) => source.formats.includes(format));
  return (
    <Paper component="form" aria-labelledby="catalog-upload" onSubmit={onSubmit} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="catalog-upload" component="h2" variant="h6">
          Import a CSV
        </Typography>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="catalog-drop-zone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 1,
            p: 2,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            gap: 2,
          }}
        >
          <Button variant="outlined" component="label" disabled={upload.isPending}>
            Choose a CSV file
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="Catalogue file"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} role="status">
            {file ? `${file.name} (${sizeInMb(file.size)})` : 'or drop it here. Shopify product CSV or this shop’s own export, at most 20 MB.'}
          </Typography>
        </Box>
        {tooBig && <Alert severity="error">{file.name} is larger than 20 MB: split it into smaller files.</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap>
          <TextField
            select
            size="small"
            label="Format"
            value={format}
            onChange={(event) => {
              const next = event.target.value as CatalogImportChoices['format'];
              setFormat(next);
              if (!CATEGORY_SOURCES.find((source) => source.value === categoryFrom)?.formats.includes(next)) setCategoryFrom('');
            }}
            sx={{ minWidth: { md: 240 } }}
          >
            {FORMATS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Categories from"
            value={categoryFrom}
            onChange={(event) => setCategoryFrom(event.target.value as CategoryChoice)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: { md: 320 } }}
          >
            {sources.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {categoryFrom === 'tag-prefix' && (
            <TextField
              size="small"
              label="Tag prefix"
              required
              value={categoryTagPrefix}
              onChange={(event) => setCategoryTagPrefix(event.target.value)}
              helperText="The first tag starting with it names the category"
            />
          )}
          {categoryFrom === 'fixed' && (
            <TextField select size="small" label="Category" required value={categoryId} onChange={(event) => setCategoryId(event.target.value)} sx={{ minWidth: { md: 240 } }}>
              {categories.isPending && (
                <MenuItem value="" disabled>
                  Loading categories...
                </MenuItem>
              )}
              {(categories.data ?? [])
                .filter((category) => category.id !== category.parentId)
                .map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
            </TextField>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Items are matched by handle and SKU: importing the same file again changes nothing. A Shopify Type or tag naming a category the shop does not have yet
          creates it at the top level.
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={!file || tooBig || incomplete || upload.isPending}>
            {upload.isPending ? 'Reading the file...' : 'Preview'}
          </Button>
        </Box>
        {upload.error && (
          <Alert severity="error" onClose={() => upload.reset()}>
            <AlertTitle>Nothing was imported</AlertTitle>
            {problemOf(upload.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
