import { Box, Button, GlobalStyles, Stack } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { RouterLink } from '../../../components/router-link';

const PRINT_ONLY_THE_PAGE = {
  '@page': { margin: '12mm' },
  '@media print': {
    // Whatever surrounds the page (the back office's header and navigation) is not printed.
    'body *': { visibility: 'hidden' },
    '.print-page, .print-page *': { visibility: 'visible' },
    '.print-page': { position: 'absolute', left: 0, top: 0, width: '100%', maxWidth: 'none !important', margin: '0 !important', padding: '0 !important', boxShadow: 'none' },
    '.print-page .no-print': { display: 'none !important' },
    '.print-page .keep-together': { breakInside: 'avoid' },
    body: { background: 'white' },
  },
};

interface PrintPageProps {
  /** The browser tab's and the printout's title. */
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}

/**
 * A page made to be printed from the back office: black on white, one column on a phone, with
 * Print and Back buttons that the printout leaves out, as does the back office around it.
 */
export function PrintPage({ title, back, children }: PrintPageProps) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <Box className="print-page" sx={{ bgcolor: 'common.white', color: 'common.black', p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto', boxShadow: 1, overflowWrap: 'anywhere' }}>
      <GlobalStyles styles={PRINT_ONLY_THE_PAGE} />
      <Stack className="no-print" direction="row" spacing={2} sx={{ mb: 3, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={back.to}>
          {back.label}
        </Button>
        <Button variant="contained" onClick={() => globalThis.print()}>
          Print
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

/** A box to tick by hand on the printout. */
export function TickBox({ label }: { label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 16, height: 16, border: '1.5px solid currentColor', display: 'inline-block' }} />
      {label}
    </Box>
  );
}
