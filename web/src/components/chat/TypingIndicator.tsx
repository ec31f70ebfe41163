import classes from './TypingIndicator.module.css';
import { useT } from '../../i18n/use-t.ts';

/** Three bouncing dots while the assistant has started a reply but written nothing yet. */
export function TypingIndicator() {
  const t = useT();
  return (
    <span className={classes.dots} role="status" aria-label={t('app.chat.typing')}>
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </span>
  );
}
