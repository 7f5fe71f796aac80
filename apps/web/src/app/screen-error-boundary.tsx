import { Button, Container, Paper, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './lazy-screen';

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
      // Not an Alert: this boundary is part of every page's first download, and rarely shown.
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Paper role="alert" variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, borderColor: 'error.main', color: 'error.dark' }}>
          <Typography sx={{ flex: 1 }}>{error instanceof ChunkLoadError ? error.message : 'Something went wrong showing this page.'}</Typography>
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Paper>
      </Container>
    );
  }
}
