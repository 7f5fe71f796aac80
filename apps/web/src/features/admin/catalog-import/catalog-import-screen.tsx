import { formatDate } from '@backroom/core/locale';
import { Alert, Box, Button, Chip, Link, Paper, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { saveFile } from '../../../lib/save-file';
import { ScreenTitle } from '../shared/screen-title';
import { useCanEdit } from '../shared/staff-access';
import { StackedTable } from '../shared/stacked-table';
import { type CatalogImport, type CatalogImportStatus, catalogImportQuery, fetchCatalogExport, recentCatalogImportsQuery } from './api/staff-catalog-imports';
import { CatalogImportPreview } from './catalog-import-preview';
import { CatalogImportApply, CatalogImportPictures } from './catalog-import-progress';
import { CatalogUploadForm } from './catalog-upload-form';
import { RouterLink } from '../../../components/router-link';

const STATUS_LABELS: Record<CatalogImportStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  previewed: { label: 'Previewed', color: 'default' },
  applying: { label: 'Applying', color: 'info' },
  applied: { label: 'Applied', color: 'success' },
  failed: { label: 'Stopped', color: 'error' },
};
const FORMAT_LABELS: Record<CatalogImport['format'], string> = { shopify: 'Shopify', backroom: 'Own format' };

const halifaxTime = (iso: string) => formatDate(iso, 'en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** The query parameter naming the import shown, so a reload or a link keeps it. */
const IMPORT_PARAM = 'import';

/**
 * /admin/import: staff bring a catalogue in from a CSV (Shopify's product CSV or the shop's own
 * export), see what it would add, change, leave alone or refuse, apply it with a progress bar and
 * watch its pictures come in; and take the whole catalogue out as the shop's own CSV.
 */
export function CatalogImportScreen() {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const shownId = params.get(IMPORT_PARAM);
  const show = (catalogImport: CatalogImport) => {
    queryClient.setQueryData(catalogImportQuery(catalogImport.id).queryKey, catalogImport);
    setParams({ [IMPORT_PARAM]: catalogImport.id });
    void queryClient.invalidateQueries({ queryKey: recentCatalogImportsQuery.queryKey });
  };
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <ScreenTitle>Import and export</ScreenTitle>
      <Typography variant="body2" color="text.secondary">
        Bring a catalogue in from Shopify&apos;s product CSV or from this shop&apos;s own export. You see what would change before anything is written.
      </Typography>
      {canEdit ? (
        <>
          <CatalogUploadForm onPreviewed={show} />
          {shownId && <ShownImport importId={shownId} canEdit={canEdit} />}
          <CatalogExportPanel />
          <RecentImports shownId={shownId} />
        </>
      ) : (
        <Alert severity="info">Importing and exporting the catalogue needs the staff role.</Alert>
      )}
    </Stack>
  );
}

/** The import being looked at: its file, its preview, Apply and its progress, its pictures. */
function ShownImport({ importId, canEdit }: { importId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { data: catalogImport, error } = useQuery(catalogImportQuery(importId));
  const status = catalogImport?.status;
  useEffect(() => {
    // Written items show in the item list; the import's line in the recent list moves on too.
    if (status === 'applied' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'items'] });
      void queryClient.invalidateQueries({ queryKey: recentCatalogImportsQuery.queryKey });
    }
  }, [status, queryClient]);
  if (error) return <Alert severity="error">The import could not be loaded: {error.message}</Alert>;
  if (!catalogImport) return <Typography role="status">Loading the import...</Typography>;
  return (
    <Paper component="section" aria-labelledby="catalog-import-shown" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography id="catalog-import-shown" component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {catalogImport.fileName}
          </Typography>
          <Chip size="small" label={FORMAT_LABELS[catalogImport.format]} variant="outlined" />
          <Chip size="small" label={STATUS_LABELS[catalogImport.status].label} color={STATUS_LABELS[catalogImport.status].color} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Uploaded {halifaxTime(catalogImport.createdAt)}
        </Typography>
        <CatalogImportApply catalogImport={catalogImport} canEdit={canEdit} />
        <CatalogImportPictures catalogImport={catalogImport} canEdit={canEdit} />
        <CatalogImportPreview key={catalogImport.id} catalogImport={catalogImport} />
      </Stack>
    </Paper>
  );
}

/** The whole catalogue as the shop's own CSV: every item and variant, every field. */
function CatalogExportPanel() {
  const download = useMutation({
    mutationFn: async () => {
      const { fileName, file } = await fetchCatalogExport();
      saveFile(fileName, file);
    },
  });
  return (
    <Paper component="section" aria-labelledby="catalog-export" sx={{ p: 2 }}>
      <Stack spacing={1} alignItems="flex-start">
        <Typography id="catalog-export" component="h2" variant="h6">
          Export the catalogue
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Every item and variant with every field, in this shop&apos;s own CSV format: edit it in a spreadsheet and import it back, or keep it.
        </Typography>
        <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
        {download.error && <Alert severity="error">The catalogue could not be exported: {download.error.message}</Alert>}
      </Stack>
    </Paper>
  );
}

/** The latest imports, each a link that shows it again. */
function RecentImports({ shownId }: { shownId: string | null }) {
  const { data, error } = useQuery(recentCatalogImportsQuery);
  if (error) return <Alert severity="error">The earlier imports could not be loaded: {error.message}</Alert>;
  if (!data || data.imports.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="catalog-imports-recent">
      <Typography id="catalog-imports-recent" component="h2" variant="h6" gutterBottom>
        Earlier imports
      </Typography>
      <StackedTable label="Earlier imports" columns={['File', 'Uploaded', 'Status', { label: 'Added', align: 'right' }, { label: 'Changed', align: 'right' }, { label: 'Refused', align: 'right' }]}>
        {data.imports.map((catalogImport) => (
          <TableRow key={catalogImport.id} selected={catalogImport.id === shownId}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`?${IMPORT_PARAM}=${encodeURIComponent(catalogImport.id)}`}>
                {catalogImport.fileName}
              </Link>
            </TableCell>
            <TableCell>{halifaxTime(catalogImport.createdAt)}</TableCell>
            <TableCell>{STATUS_LABELS[catalogImport.status].label}</TableCell>
            <TableCell align="right">{catalogImport.counts.add}</TableCell>
            <TableCell align="right">{catalogImport.counts.change}</TableCell>
            <TableCell align="right">{catalogImport.counts.refused}</TableCell>
          </TableRow>
        ))}
      </StackedTable>
    </Box>
  );
}
