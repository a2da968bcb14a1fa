import type {
  ApiKey,
  ApiKeyInput,
  CreatedApiKey,
} from '../../../domain/api-keys/api-key.contract.ts';
import { api } from '../../lib/api-client.ts';

const API_KEYS = '/api/admin/api-keys';

export const fetchApiKeys = () => api<ApiKey[]>(API_KEYS);

export const postApiKey = (body: ApiKeyInput) =>
  api<CreatedApiKey>(API_KEYS, { method: 'POST', body });

export const deleteApiKey = (id: number) => api<ApiKey>(`${API_KEYS}/${id}`, { method: 'DELETE' });
