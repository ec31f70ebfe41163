import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ImpactPart, deleteConfirmation } from './describe-impact.ts';

interface ImpactSentenceProps<Impact> {
  /** What is deleted: 'CS450 (Compilers)'. */
  thing: string;
  impact: UseQueryResult<Impact, unknown>;
  parts: (impact: Impact) => ImpactPart[];
  /** When the counts could not be read: what goes with it, in general words. */
  uncounted: string;
  /** 'course', 'student': said while counting. */
  noun: string;
}

/** A delete dialog's question, with the counts of what goes with the thing once they are in. */
export function ImpactSentence<Impact>(props: ImpactSentenceProps<Impact>) {
  const { thing, impact } = props;
  if (impact.data !== undefined) {
    return <Text size="sm">{deleteConfirmation(thing, props.parts(impact.data))}</Text>;
  }
  if (impact.isError) {
    return <Text size="sm">{`Delete ${thing}? ${props.uncounted} This cannot be undone.`}</Text>;
  }
  return (
    <Text size="sm" c="dimmed">
      {`Counting what goes with this ${props.noun}…`}
    </Text>
  );
}
