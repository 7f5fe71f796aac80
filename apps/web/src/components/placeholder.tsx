import { keyframes, styled } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A grey stand-in for text (a line of the surrounding font) or, with `block`, for a picture, like
 * MUI's Skeleton (pulse): loading listings are part of the first view (docs/decisions/015).
 */
export const Placeholder = styled('span', { shouldForwardProp: (prop) => prop !== 'block' })<{ block?: boolean }>(({ theme, block = false }) => ({
  display: 'block',
  backgroundColor: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.11)' : 'rgba(255, 255, 255, 0.13)',
  borderRadius: block ? 0 : theme.shape.borderRadius,
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  ...(block
    ? {}
    : {
        // A line of text high, drawn a little shorter than the line, as MUI's text skeleton is.
        height: 'auto',
        transform: 'scale(1, 0.6)',
        transformOrigin: '0 55%',
        '&:empty::before': { content: '"\\00a0"' },
      }),
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
