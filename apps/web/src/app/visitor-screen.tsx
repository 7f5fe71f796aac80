import { styled } from '@mui/material/styles';
import { Suspense } from 'react';
import { useHydrating } from '../lib/first-view';
import { useMessages } from '../lib/i18n/use-messages';
import type { LazyScreen } from '../lib/lazy-screen';
import { shellMessages } from './shell.messages';

/**
 * At least a screen high, so the footer starts below the first screen whether the page is still
 * its placeholder or drawn: filling it in moves nothing the shopper sees.
 */
const ScreenRoom = styled('div')({ minHeight: '100vh' });

/**
 * A screen drawn from what only the shopper's browser holds (their cart, their member session):
 * the server renders its room in the frame, and the browser draws it there once it has hydrated
 * the page (docs/decisions/028).
 */
export function VisitorScreen({ screen: Screen }: { screen: LazyScreen<object> }) {
  const hydrating = useHydrating();
  const t = useMessages(shellMessages);
  return (
    <ScreenRoom {...(hydrating ? { role: 'status', 'aria-label': t('shell.loading') } : {})}>
      {/* Its own boundary: a screen still on its way (its chunk, its French) waits in its room,
          rather than the shell's smaller placeholder taking the page's place for a moment. */}
      {hydrating ? null : (
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      )}
    </ScreenRoom>
  );
}
