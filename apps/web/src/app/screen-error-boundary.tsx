import { styled } from '@mui/material/styles';
import { Component, type ReactNode } from 'react';
import { PageColumn, PlainButton } from '../components/plain-controls';
import { useMessages } from '../lib/i18n/use-messages';
import { ChunkLoadError } from '../lib/lazy-screen';
import { shellMessages } from './shell.messages';

/** An outlined error box: this boundary is part of every page's first download, and rarely shown. */
const ErrorBox = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.error.main}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.error.dark,
  '& > p': { flex: 1, margin: 0 },
}));

interface ScreenErrorBoundaryProps {
  /** The boundary starts afresh when this changes (the shopper went elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Shows a screen that failed to load or crashed as an alert with a way out, not a blank page. */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: ScreenErrorBoundaryState): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <PageColumn width="sm" style={{ paddingTop: 48, paddingBottom: 48 }}>
        <ScreenError error={error} />
      </PageColumn>
    );
  }
}

function ScreenError({ error }: { error: Error }) {
  const t = useMessages(shellMessages);
  return (
    <ErrorBox role="alert">
      <p>{error instanceof ChunkLoadError ? t('shell.chunkFailed', { chunk: error.chunk, reason: error.type }) : t('shell.screenFailed')}</p>
      <PlainButton tone="inherit" size="small" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </PlainButton>
    </ErrorBox>
  );
}
