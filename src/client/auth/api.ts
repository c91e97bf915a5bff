import { queryOptions } from '@tanstack/react-query';
import type { LinkAnswer, LinkPurpose, Me } from '#shared/auth.ts';
import { api, ApiError } from '../lib/api.ts';

const post = <T = unknown>(path: string, body: object) =>
  api<T>(`/api/auth${path}`, { method: 'POST', body: JSON.stringify(body) });

export const signIn = (email: string, password: string) =>
  post('/sign-in/email', { email, password });

export const signUp = (name: string, email: string, password: string) =>
  post('/sign-up/email', { name, email, password });

export const signOut = () => post('/sign-out', {});

export const requestPasswordReset = (email: string) => post('/request-password-reset', { email });

export const resetPassword = (token: string, newPassword: string) =>
  post('/reset-password', { token, newPassword });

export const createPassword = (token: string, name: string, password: string) =>
  post('/create-password', { token, name, password });

/** 'Confirmar e entrar': keeps the name and password this browser typed at 'Primeiro Acesso'. */
export const confirmAccess = (token: string) => post('/create-password', { token, confirm: true });

/** Whether a mailed link still works, asked when its page opens (nothing is used). */
export const linkStateOptions = (purpose: LinkPurpose, token: string) =>
  queryOptions({
    queryKey: ['link-state', purpose, token],
    queryFn: () => post<LinkAnswer>('/link-state', { purpose, token }),
    staleTime: Infinity,
  });

/** A new access link to an email whose account waits for one ('Reenviar link'). */
export const requestAccessLink = (email: string) => post('/access-link', { email });

export const changePassword = (currentPassword: string, newPassword: string) =>
  post('/change-password', { currentPassword, newPassword });

/** The signed-in user, or null when there is no session. */
export async function getMe(): Promise<Me | null> {
  try {
    return await api<Me>('/api/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
