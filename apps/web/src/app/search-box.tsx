import { sanitizeSearchText } from '@backroom/core/search-text';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';

/** The header's search: Enter sanitises the text (SPEC section 2) and reloads on /search/{text}. */
export function SearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const [text, setText] = useState('');
  return (
    <TextField
      size="small"
      placeholder="Search"
      value={text}
      fullWidth={fullWidth}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        const sanitized = sanitizeSearchText(text);
        if (sanitized) window.location.assign(`/search/${encodeURIComponent(sanitized)}`);
      }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search the shop', enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      sx={{ bgcolor: 'background.paper', borderRadius: 1, minWidth: fullWidth ? undefined : 260 }}
    />
  );
}
