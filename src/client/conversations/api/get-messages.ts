import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '#shared/conversations.ts';
import { api } from '../../lib/api.ts';
import { conversationKeys } from './share-keys.ts';

export const getMessages = (customerId: string, before: string | null) =>
  api<ConversationPage>(
    `/api/customers/${encodeURIComponent(customerId)}/messages${
      before ? `?before=${encodeURIComponent(before)}` : ''
    }`,
  );

/** A customer's conversation, newest first, 50 messages a page. */
export const messagesOptions = (customerId: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(customerId),
    queryFn: ({ pageParam }) => getMessages(customerId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export const useMessages = (customerId: string) => useInfiniteQuery(messagesOptions(customerId));
