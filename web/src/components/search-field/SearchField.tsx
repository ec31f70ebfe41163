import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

interface SearchFieldProps {
  /** The search as the URL has it. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  /** For searches that ask the server: wait for a pause in typing. */
  debounceMs?: number;
  /**
   * On a page of cards, where the box stands alone in a column: it takes this width and no
   * flex share (a flex basis would become its height there).
   */
  maw?: number;
}

/**
 * A search box whose text lives in the URL, so the back button and reloads keep it; the
 * URL changed from elsewhere (the top bar's search, back and forward) shows in the box.
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  debounceMs = 0,
  maw,
}: SearchFieldProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Typed but not yet in the URL: the URL's older value must not overwrite the text.
  const [typing, setTyping] = useState(false);
  const send = useDebouncedCallback((next: string) => {
    setTyping(false);
    onChange(next);
  }, debounceMs);

  // The URL changed by itself (back button, a link): show what it says now.
  if (value !== seen) {
    setSeen(value);
    if (!typing && value !== text) setText(value);
  }

  const change = (next: string) => {
    setText(next);
    if (debounceMs > 0) {
      setTyping(true);
      send(next);
    } else {
      onChange(next);
    }
  };

  return (
    <TextInput
      style={maw === undefined ? { flex: '1 1 260px' } : undefined}
      maw={maw}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={label}
      type="search"
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label={t('app.search.clear')} onClick={() => change('')} />
        ) : null
      }
    />
  );
}
