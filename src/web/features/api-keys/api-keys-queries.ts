import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../admin/admin-queries.ts';
import { fetchApiKeys } from './api-keys-api.ts';

export const apiKeyKeys = {
  list: [...adminKeys.all, 'api-keys'] as const,
};

export const apiKeysQuery = () =>
  queryOptions({ queryKey: apiKeyKeys.list, queryFn: fetchApiKeys });
