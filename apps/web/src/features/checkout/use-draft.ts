import { useState } from 'react';

export interface Draft {
  value: string;
  /** What the shopper is typing, before it is saved; null when the field shows what is saved. */
  typed: string | null;
  change: (value: string) => void;
  /** Saves what was typed (leaving the field) and goes back to showing the saved value. */
  commit: () => void;
}

/**
 * A field that is typed into freely and saved when the shopper leaves it (SPEC section 4), and
 * otherwise shows the saved value, so changes made elsewhere (a forced province, names filled in)
 * appear at once.
 */
export function useDraft(saved: string, save: (value: string) => void): Draft {
  const [typed, setTyped] = useState<string | null>(null);
  return {
    value: typed ?? saved,
    typed,
    change: setTyped,
    commit: () => {
      if (typed !== null && typed !== saved) save(typed);
      setTyped(null);
    },
  };
}
