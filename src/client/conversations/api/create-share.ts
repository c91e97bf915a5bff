import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharePreview } from '#shared/conversations.ts';
import { api } from '../../lib/api.ts';
import { limitsQueryKey } from '../../limits/api/get-limits.ts';
import { forCustomer } from './get-share.ts';
import { conversationKeys } from './share-keys.ts';

/** A contact as the Contact Picker gives it: every property a list. */
export interface PickedContact {
  name: string[];
  tel: string[];
  email: string[];
}

/** Pasted text, a chosen file (.txt, .zip, .vcf) or the Contact Picker's contacts. */
export type NewShare = { text: string } | { file: File } | { contacts: PickedContact[] };

/**
 * The last file the member chose, kept in memory for its share: an export's voice notes are
 * read from it again when the member asks to transcribe them (the server keeps no media).
 */
export const chosenFiles = new Map<string, File>();

export function createShare(share: NewShare, cliente: string | null = null) {
  const url = `/api/shares${forCustomer(cliente)}`;
  if ('file' in share) {
    const body = new FormData();
    body.append('file', share.file);
    return api<SharePreview>(url, { method: 'POST', body });
  }
  return api<SharePreview>(url, { method: 'POST', body: JSON.stringify(share) });
}

/** Reads a share on the server; its preview goes straight into the cache of its page. */
export function useCreateShare(cliente: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: NewShare) => createShare(share, cliente),
    onSuccess: (preview, share) => {
      if ('file' in share && preview.exportAudios) chosenFiles.set(preview.id, share.file);
      // A voice note took its minutes.
      if (preview.audio) void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
      queryClient.setQueryData(conversationKeys.share(preview.id, cliente), preview);
    },
  });
}
