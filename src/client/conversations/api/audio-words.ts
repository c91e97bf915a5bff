import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportAudiosAnswer, SharePreview } from '#shared/conversations.ts';
import { api } from '../../lib/api.ts';
import { limitsQueryKey } from '../../limits/api/get-limits.ts';
import { conversationKeys } from './share-keys.ts';

/** An export's voice notes transcribed from its .zip, sent again; the share comes back with them. */
export function useExportAudios(id: string, cliente: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zip: File) => {
      const body = new FormData();
      body.append('file', zip);
      return api<ExportAudiosAnswer>(`/api/shares/${encodeURIComponent(id)}/audios`, {
        method: 'POST',
        body,
      });
    },
    onSuccess: ({ share }) => {
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
      queryClient.removeQueries({
        queryKey: [...conversationKeys.share(id).slice(0, 3), 'replies'],
      });
      queryClient.setQueryData(conversationKeys.share(id, cliente), share);
    },
  });
}

/**
 * What the customer said in a voice note, typed or corrected by the seller: the share is read
 * again with it, and replies written for the old words are forgotten.
 */
export function useAudioWords(id: string, cliente: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<SharePreview>(`/api/shares/${encodeURIComponent(id)}/audio`, {
        method: 'PATCH',
        body: JSON.stringify({ text }),
      }),
    onSuccess: (share) => {
      queryClient.removeQueries({
        queryKey: [...conversationKeys.share(id).slice(0, 3), 'replies'],
      });
      queryClient.setQueryData(conversationKeys.share(id, cliente), share);
    },
  });
}
