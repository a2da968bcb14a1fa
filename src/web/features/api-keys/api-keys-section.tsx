import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreatedApiKey } from '../../../domain/api-keys/api-key.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { SettingsSection } from '../admin/settings/settings-section.tsx';
import { ApiKeyList } from './api-key-list.tsx';
import { apiKeysQuery } from './api-keys-queries.ts';
import { CreatedKeyNotice } from './created-key-notice.tsx';
import { NewApiKeyForm } from './new-api-key-form.tsx';

/** The owner's API keys (Settings tab): make one, see it once, see when each was last used, revoke. */
export function ApiKeysSection({ location }: { location: Location }) {
  const keys = useQuery(apiKeysQuery());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <SettingsSection
      title="API keys"
      intro="A key lets a store's own script send price files and imports, or read exports and reports, without signing in. It acts only at the stores and within the scopes chosen here, and never opens the dashboard. Revoke a key the moment it is no longer needed or may have been seen by someone else."
      what="API keys"
      settings={keys}
    >
      {(list) => (
        <div className="space-y-4">
          {created ? (
            <CreatedKeyNotice created={created} onDone={() => setCreated(null)} />
          ) : (
            <NewApiKeyForm location={location} onCreated={setCreated} />
          )}
          <ApiKeyList keys={list} />
        </div>
      )}
    </SettingsSection>
  );
}
