import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './CardButton.module.css';

interface CardButtonProps {
  /** What pressing the card does ('Open Linear Algebra'); it must contain the visible title. */
  label: string;
  onClick: () => void;
  /** The card's title. */
  children: ReactNode;
}

/**
 * A whole card that opens something: the button holds only the title (so its name is what
 * it shows, not the card's every line) and its click area covers the card. The card needs
 * `pos="relative"`; another button on the card needs `pos="relative"` to stay above it.
 */
export function CardButton({ label, onClick, children }: CardButtonProps) {
  return (
    <UnstyledButton className={classes.root} aria-label={label} onClick={onClick}>
      {children}
    </UnstyledButton>
  );
}
