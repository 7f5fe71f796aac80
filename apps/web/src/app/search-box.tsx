import { sanitizeSearchText } from '@backroom/core/search-text';
import SearchIcon from '@mui/icons-material/Search';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useHydrating } from '../lib/first-view';
import { useMessages } from '../lib/i18n/use-messages';
import { shellMessages } from './shell.messages';

/**
 * The box's looks, like MUI's small outlined input, on a plain input: MUI's inputs bring their
 * machinery (form control context, autosizing text areas, notched outlines) into every page's
 * first download, and the header is on every page.
 */
const SearchField = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  height: 40,
  padding: theme.spacing(0, 1.75),
  boxSizing: 'border-box',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  cursor: 'text',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-within': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
  '& svg': { color: theme.palette.action.active, flexShrink: 0 },
  '& input': {
    ...theme.typography.body1,
    flex: 1,
    minWidth: 0,
    height: '100%',
    padding: 0,
    border: 0,
    outline: 0,
    background: 'none',
    color: 'inherit',
  },
  '& input::placeholder': { color: theme.palette.text.primary, opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
  '& input::-webkit-search-cancel-button': { cursor: 'pointer' },
}));

/** The header's search: Enter sanitises the text (SPEC section 2) and reloads on /search/{text}. */
export function SearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const [text, setText] = useState('');
  const t = useMessages(shellMessages);
  const hydrating = useHydrating();
  return (
    <SearchField style={fullWidth ? { width: '100%' } : { minWidth: 260 }}>
      <SearchIcon />
      <input
        type="search"
        placeholder={t('shell.search')}
        aria-label={t('shell.searchLabel')}
        enterKeyHint="search"
        // Typed before the page is hydrated, the words would be lost: the box waits for it.
        readOnly={hydrating}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const sanitized = sanitizeSearchText(text);
          if (sanitized) window.location.assign(`/search/${encodeURIComponent(sanitized)}`);
        }}
      />
    </SearchField>
  );
}
