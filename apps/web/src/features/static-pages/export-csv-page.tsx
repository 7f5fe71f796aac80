import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { activeStore } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { fetchAllItems } from './api/get-all-items';
import { buildItemsCsv } from './csv-export';
import { InfoPage } from './info-page';

function downloadCsv(fileName: string, csv: string) {
  saveFile(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Hidden staff page: downloads every item of the store as a CSV file built in the browser. */
export function ExportCsvPage() {
  const [fetchedCount, setFetchedCount] = useState(0);
  const exportItems = useMutation({
    mutationFn: async () => {
      setFetchedCount(0);
      const items = await fetchAllItems(setFetchedCount);
      const store = activeStore();
      const date = new Date().toISOString().slice(0, 10);
      downloadCsv(`${store}-items-${date}.csv`, buildItemsCsv(items));
      return items.length;
    },
  });

  return (
    <InfoPage title="Export items">
      <Typography>
        Downloads every item of the store as a CSV file: id, name, brand, SKU, UPC, price in dollars and stock.
        Names longer than 26 characters are shortened.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" onClick={() => exportItems.mutate()} disabled={exportItems.isPending}>
          Download me
        </Button>
        {exportItems.isPending && (
          <Typography component="span" role="status" color="text.secondary">
            Fetched {fetchedCount} items...
          </Typography>
        )}
      </Box>
      {exportItems.isSuccess && <Alert severity="success">Exported {exportItems.data} items.</Alert>}
      {exportItems.isError && (
        <Alert severity="error">The export failed ({exportItems.error.message}). Please try again.</Alert>
      )}
    </InfoPage>
  );
}
