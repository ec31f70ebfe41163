import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { scrollToSection, type SectionId } from './sections.ts';

interface SectionLinkProps extends AnchorProps {
  section: SectionId;
  children: ReactNode;
  onNavigate?: () => void;
}

/** An in-page link that scrolls smoothly (the href keeps it a real link for keyboards). */
export function SectionLink({ section, children, onNavigate, ...props }: SectionLinkProps) {
  return (
    <Anchor
      href={`#${section}`}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(section);
        onNavigate?.();
      }}
      {...props}
    >
      {children}
    </Anchor>
  );
}
