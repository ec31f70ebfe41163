import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A search box backed by a URL parameter: typing shows at once, the URL (and so the query)
 * follows after a pause, and a change of the URL from elsewhere (the top bar's search,
 * back and forward) replaces what the box shows.
 */
export function useSearchInput(urlValue: string, commit: (value: string) => void, delay = 300) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    setText(urlValue);
  }
  const debouncedCommit = useDebouncedCallback(commit, delay);
  const change = (value: string) => {
    setText(value);
    debouncedCommit(value);
  };
  return [text, change] as const;
}
