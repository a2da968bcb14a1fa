import type { ApiKeyScope } from '../../../domain/api-keys/api-key.contract.ts';

/** What each scope lets a key do, beside its name in the form and the list. */
export const SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  prices: 'upload price files and apply them',
  imports: 'import cards and merchandise from files',
  exports: 'download the stock as CSV',
  reports: 'read the reports',
};
