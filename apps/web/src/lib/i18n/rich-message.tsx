import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import type { Catalogue, MessageValues } from './catalogue';
import { translatorFor } from './catalogue';
import { useMessages } from './use-messages';

interface RichMessageProps<Id extends string> {
  catalogue: Catalogue<Id>;
  id: Id;
  values?: MessageValues;
  /** The elements a message's numbered tags wrap: `<0>{amount}</0>` with `{ 0: <strong /> }`. */
  components: Record<string, ReactElement>;
}

/**
 * A message with markup in it (Lingui's Trans), in the page's language. Without Lingui's React
 * context: its provider and hooks stay out of the first view's download (decision 019).
 */
export function RichMessage<Id extends string>({ catalogue, id, values, components }: RichMessageProps<Id>) {
  const { locale } = useMessages(catalogue);
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n: translatorFor(locale) }} />;
}
