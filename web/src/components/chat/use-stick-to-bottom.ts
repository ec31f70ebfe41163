import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Within this many pixels of the end counts as "at the bottom": a reader who scrolled up
// further is reading history and is not pulled down by new text.
const NEAR_BOTTOM_PX = 80;

/**
 * Keeps a scroll viewport at its newest content while the reader is at the bottom.
 * `content` changes whenever messages arrive or grow; a new `pin` (the newest message the
 * reader sent, or their teacher's newest answer) brings the view back down even if they had
 * scrolled up. Content that grows by itself (Markdown drawn once its renderer loads, a
 * source list) keeps the view at the bottom too.
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

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const follow = () => {
      if (stuck.current) viewport.scrollTop = viewport.scrollHeight;
    };
    // A page drawn by the server is first laid out as a reversed column (web/src/global.css),
    // where the first layout effect's "bottom" is scrollTop 0: once the live page takes over
    // that is the top. The frame after it opens at the newest message, as entering from a
    // list does.
    const frame = requestAnimationFrame(() => {
      stuck.current = true;
      follow();
    });
    const observer = new ResizeObserver(follow);
    for (const child of viewport.children) observer.observe(child);
    observer.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  return { viewportRef, onScrollPositionChange, scrollToBottom, awayFromBottom };
}
