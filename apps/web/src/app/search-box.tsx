import { sanitizeSearchText } from '@backroom/core/search-text';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, OutlinedInput } from '@mui/material';
import { useState } from 'react';

/** The header's search: Enter sanitises the text (SPEC section 2) and reloads on /search/{text}. */
export function SearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const [text, setText] = useState('');
  return (
    // OutlinedInput rather than TextField: TextField brings Select and its menus into the first download.
    <OutlinedInput
      size="small"
      placeholder="Search"
      value={text}
      fullWidth={fullWidth}
      type="search"
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        const sanitized = sanitizeSearchText(text);
        if (sanitized) window.location.assign(`/search/${encodeURIComponent(sanitized)}`);
      }}
      inputProps={{ 'aria-label': 'Search the shop', enterKeyHint: 'search' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      sx={{ bgcolor: 'background.paper', borderRadius: 1, minWidth: fullWidth ? undefined : 260 }}
    />
  );
}
