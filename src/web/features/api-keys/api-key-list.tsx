import type { ApiKey } from '../../../domain/api-keys/api-key.contract.ts';
import { storeName } from '../../../domain/stores/stores.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatStoreTime } from '../../lib/format.ts';
import { useRevokeApiKey } from './use-api-keys-mutations.ts';

const revokeQuestion = (key: ApiKey) =>
  `Revoke the API key “${key.name}”? Scripts using it are refused from their next request, and it cannot be turned back on.`;

/** Every key given out, newest first, revoked ones kept for the record. */
export function ApiKeyList({ keys }: { keys: readonly ApiKey[] }) {
  const revoke = useRevokeApiKey();
  if (keys.length === 0) return <p className="text-sm text-stone-600">No API keys yet.</p>;
  return (
    <div className="space-y-2">
      <ul
        aria-label="API keys"
        className="divide-y divide-stone-100 rounded-md border border-stone-200"
      >
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-start justify-between gap-3 px-3 py-3">
            <div className="min-w-0 space-y-1 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                {key.name}
                {key.revokedAt && <Badge tone="red">Revoked</Badge>}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-stone-700">
                <dt>Key</dt>
                <dd className="font-mono break-all">{key.prefix}…</dd>
                <dt>Stores</dt>
                <dd>{key.locations.map(storeName).join(' and ')}</dd>
                <dt>Scopes</dt>
                <dd>{key.scopes.join(', ')}</dd>
                <dt>Created</dt>
                <dd>
                  {formatStoreTime(key.createdAt)} by {key.createdBy}
                </dd>
                <dt>Last used</dt>
                <dd>{key.lastUsedAt ? formatStoreTime(key.lastUsedAt) : 'Never'}</dd>
                {key.revokedAt && (
                  <>
                    <dt>Revoked</dt>
                    <dd>{formatStoreTime(key.revokedAt)}</dd>
                  </>
                )}
              </dl>
            </div>
            {!key.revokedAt && (
              <Button
                variant="danger"
                size="sm"
                busy={revoke.isPending}
                onClick={() => {
                  if (window.confirm(revokeQuestion(key))) revoke.mutate(key.id);
                }}
              >
                Revoke<span className="sr-only"> {key.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {revoke.error && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(revoke.error, 'The key could not be revoked. Please try again.')}
        </p>
      )}
    </div>
  );
}
