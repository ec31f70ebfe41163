import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageKey, MessageValues } from './keys.ts';

/**
 * A message with elements inside it, `"Read <0>the guide</0> first."`: each numbered tag is
 * drawn with `components[n]`, its text as the element's children.
 */
export function T(props: {
  id: MessageKey;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={props.id} values={props.values} components={props.components} />;
}
