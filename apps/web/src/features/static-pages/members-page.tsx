import { InfoPage } from './info-page';

/** The members' area. Sign-in is not built yet, so every visitor sees the signed-out page. */
export function MembersPage() {
  return <InfoPage title="Nothing to see here." />;
}
