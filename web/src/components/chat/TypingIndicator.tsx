import classes from './TypingIndicator.module.css';

/** Three bouncing dots while the assistant has started a reply but written nothing yet. */
export function TypingIndicator() {
  return (
    <span className={classes.dots} role="status" aria-label="Assistant is typing">
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </span>
  );
}
