/** Every conversation query starts with 'conversations', so one prefix reaches them all. */
export const conversationKeys = {
  share: (id: string, cliente: string | null = null) =>
    ['conversations', 'share', id, { cliente }] as const,
  shareReplies: (id: string, customerId: string | null) =>
    ['conversations', 'share', id, 'replies', customerId] as const,
  /** Every customer's conversation. */
  allMessages: ['conversations', 'messages'] as const,
  messages: (customerId: string) => ['conversations', 'messages', customerId] as const,
  customerReplies: (customerId: string) => ['conversations', 'replies', customerId] as const,
};
