import type { ReactNode } from 'react';
import classes from './KeyHint.module.css';

/** A keyboard shortcut's hint ("Enter to send"), shown only where there is a keyboard. */
export function KeyHint({ children }: { children: ReactNode }) {
  return <span className={classes.hint}>{children}</span>;
}
