export const chat = {
  title: 'Chat',
  empty: {
    title: 'No conversations yet',
    description: 'Your conversations with models and applications will appear here.',
  },
} as const;
