import { useClientConfig } from '../../lib/get-client-config';
import { useMessages } from '../../lib/i18n/use-messages';
import { staticPageMessages } from './static-pages.messages';

/** What an information page words itself with: its messages, and the shop's details it quotes (phone, e-mail, address), once loaded. */
export function useInfoPage() {
  const t = useMessages(staticPageMessages);
  const general = useClientConfig().data?.general;
  return { t, general };
}
