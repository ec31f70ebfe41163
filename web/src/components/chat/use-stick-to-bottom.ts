import { useCallback, useLayoutEffect, useRef, useState } from 'react';

// Within this many pixels of the end counts as "at the bottom": a reader who scrolled up
// further is reading history and is not pulled down by new text.
const NEAR_BOTTOM_PX = 80;

/**
 * Keeps a scroll viewport at its newest content while the reader is at the bottom.
 * `content` changes whenever the content grows; a new `pin` (the newest message the reader
 * sent) brings the view back down even if they had scrolled up.
 */
export function useStickToBottom(content: unknown, pin: string | undefined) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const [awayFromBottom, setAwayFromBottom] = useState(false);

  const onScrollPositionChange = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const distance = viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight;
    stuck.current = distance < NEAR_BOTTOM_PX;
    setAwayFromBottom(!stuck.current);
  }, []);

  const scrollToBottom = useCallback(() => {
    stuck.current = true;
    const viewport = viewportRef.current;
    viewport?.scrollTo({ top: viewport.scrollHeight, behavior: 'smooth' });
  }, []);

  useLayoutEffect(() => {
    stuck.current = true;
  }, [pin]);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport && stuck.current) viewport.scrollTop = viewport.scrollHeight;
  }, [content, pin]);

  return { viewportRef, onScrollPositionChange, scrollToBottom, awayFromBottom };
}
