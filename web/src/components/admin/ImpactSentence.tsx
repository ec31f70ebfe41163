import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { type ImpactPart, deleteConfirmation } from './describe-impact.ts';

interface ImpactSentenceProps<Impact> {
  /** What is deleted: 'CS450 (Compilers)'. */
  thing: string;
  impact: UseQueryResult<Impact, unknown>;
  /** Each count with its plural message: `{ key: 'admin.common.enrollments', count }`. */
  parts: (impact: Impact) => ImpactPart[];
  /** When the counts could not be read: what goes with it, in general words. */
  uncounted: string;
  /** Said while counting: 'Counting what goes with this course…'. */
  counting: string;
}

/** A delete dialog's question, with the counts of what goes with the thing once they are in. */
export function ImpactSentence<Impact>(props: ImpactSentenceProps<Impact>) {
  // Subscribes to the language: the sentence is written by the module-wide `t`.
  const t = useT();
  const { thing, impact } = props;
  if (impact.data !== undefined) {
    return <Text size="sm">{deleteConfirmation(thing, props.parts(impact.data))}</Text>;
  }
  if (impact.isError) {
    return (
      <Text size="sm">
        {t('admin.common.deleteUncounted', { thing, uncounted: props.uncounted })}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {props.counting}
    </Text>
  );
}
