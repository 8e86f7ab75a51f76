import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageValues } from '../../../../domain/i18n/message.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { tParts } from '../../i18n/t.ts';

/**
 * A message whose tags become elements (`<time>{latest}</time>` → a <time> with its dateTime),
 * so the words around them stay one sentence the translation may reorder.
 */
export function tElements(
  key: MessageKey,
  values: MessageValues,
  tags: Readonly<Record<string, (children: ReactNode) => ReactElement>>,
): ReactNode {
  let next = 0;
  const parts = tParts<ReactNode>(key, values, (name, children) => {
    const make = tags[name];
    return <Fragment key={next++}>{make ? make(children) : children}</Fragment>;
  });
  return <>{parts}</>;
}
