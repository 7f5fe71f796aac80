import { messagesIn, useMessages } from '../i18n/use-messages';
import { messages as english } from './shipping-method.messages.en';
import { shippingMethodMessages } from './shipping-method.messages';

type MethodId = keyof typeof english;
const defaultName = messagesIn(shippingMethodMessages, 'en-CA');

/**
 * Names shipping methods in the page's language. The server names them in English from the store's
 * rate tables; in French a method still bearing its default English name is named by its code,
 * while a name staff wrote themselves, or an unknown code, is shown as the server gives it.
 */
export function useShippingMethodName(): (code: string | null | undefined, serverName: string) => string {
  const t = useMessages(shippingMethodMessages);
  return (code, serverName) => {
    const id = `shippingMethod.${code ?? ''}`;
    if (t.locale === 'en-CA' || !(id in english) || defaultName(id as MethodId) !== serverName) return serverName;
    return t(id as MethodId);
  };
}
