import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell';

// Each screen is its own chunk: the first view downloads only what it shows.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../features/home/not-found-page')).NotFoundPage }) },
    ],
  },
]);
