import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api.ts';
import { whenIdle } from '../lib/when-idle.ts';

interface ImportResult {
  produtos: { imported: number; rejected: Array<{ index: number }> };
  clientes: { imported: number; rejected: Array<{ index: number }> };
}

const KEYS = ['produtos', 'clientes'] as const;
const started = new Set<string>();

function readArray(key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/**
 * Local-data migration: once per user per browser session, the products and customers
 * an old version kept in localStorage go to the server, then leave this browser. Rows the
 * server refused stay in localStorage, so nothing is lost. Errors are only logged.
 */
export function useLegacyImport(userId: string | undefined) {
  const queryClient = useQueryClient();
  // Once the page is idle: the browser's storage opens slowly the first time it is read.
  useEffect(() => whenIdle(() => importOnce(userId, queryClient)), [userId, queryClient]);
}

function importOnce(userId: string | undefined, queryClient: QueryClient) {
  const flag = `dataMigrated:${userId}`;
  if (!userId || sessionStorage.getItem(flag) || started.has(userId)) return;
  const local = { produtos: readArray('produtos'), clientes: readArray('clientes') };
  if (local.produtos.length + local.clientes.length === 0) {
    sessionStorage.setItem(flag, 'true');
    return;
  }
  started.add(userId);
  api<ImportResult>('/api/import/local', { method: 'POST', body: JSON.stringify(local) })
    .then((result) => {
      for (const key of KEYS) {
        const refused = new Set(result[key].rejected.map((r) => r.index));
        const kept = local[key].filter((_, index) => refused.has(index));
        if (kept.length > 0) localStorage.setItem(key, JSON.stringify(kept));
        else localStorage.removeItem(key);
      }
      sessionStorage.setItem(flag, 'true');
      void queryClient.invalidateQueries();
    })
    .catch((err: unknown) => console.error('Migração dos dados locais falhou:', err))
    .finally(() => started.delete(userId));
}
