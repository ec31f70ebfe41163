import { useT } from '../../i18n/use-t.ts';
import classes from './SkipLink.module.css';

/** The element the skip link moves to; give it to the page's <main>. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: straight to the page's content, past header and menus. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      className={classes.link}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus moves to the content itself (a bare fragment scrolls but can leave focus
        // behind), and the address keeps no fragment.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('public.skipLink')}
    </a>
  );
}
