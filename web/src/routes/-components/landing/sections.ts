import type { MessageKey } from '~/i18n/keys.ts';

/** The landing page's sections, in page order; `id` is the anchor each nav link scrolls to. */
export const SECTIONS = [
  { id: 'about', label: 'public.nav.about' },
  { id: 'features', label: 'public.nav.features' },
  { id: 'demo', label: 'public.nav.demo' },
  { id: 'contact', label: 'public.nav.contact' },
] as const satisfies readonly { id: string; label: MessageKey }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

export function scrollToSection(id: SectionId): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
}
