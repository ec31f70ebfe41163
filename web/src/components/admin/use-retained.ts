import { useState } from 'react';

/**
 * The last non-null value: a dialog keeps showing what it was about while it fades out,
 * instead of going blank the moment its subject is cleared.
 */
export function useRetained<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
