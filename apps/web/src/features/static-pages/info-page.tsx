import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n/use-messages';
import { staticPageMessages } from './static-pages.messages';

/** The shared frame of the information pages: one h1, then readable body text. */
export function InfoPage({ title, writtenInEnglish = false, children }: { title: string; /** Its text is in English only (decision 019). */ writtenInEnglish?: boolean; children?: ReactNode }) {
  const t = useMessages(staticPageMessages);
  const englishOnly = writtenInEnglish && t.locale !== 'en-CA';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: { xs: 2, md: 3 }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {englishOnly && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic', mb: 2 }}>
          {t('pages.englishOnly')}
        </Typography>
      )}
      <Box
        lang={englishOnly ? 'en' : undefined}
        sx={{
          // Long lines are hard to follow; about 70 characters reads comfortably on a desktop.
          '& p, & li, & address': { maxWidth: '70ch' },
          '& p': { mb: 2 },
          '& ul': { pl: 3, mt: 0, mb: 2 },
          '& li': { mb: 0.75 },
          '& address': { fontStyle: 'normal', mb: 2 },
          // E-mail addresses and links must wrap instead of widening the page on a phone.
          overflowWrap: 'break-word',
        }}
      >
        {children}
      </Box>
    </Container>
  );
}
