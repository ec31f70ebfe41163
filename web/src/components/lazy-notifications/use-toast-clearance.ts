import { type RefObject, useEffect } from 'react';

/**
 * Lifts the toasts (at the bottom of the screen) above `ref`'s element while it is on the
 * page: the chat's message box, whose Send button they covered. web/src/global.css reads
 * the clearance.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const clearance = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty('--toast-clearance', `${Math.round(clearance)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--toast-clearance');
    };
  }, [ref]);
}
