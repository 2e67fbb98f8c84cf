export const explore = {
  title: 'Explore',
  subtitle: 'Discover applications published by your team.',
  empty: { title: 'No applications yet', description: 'Published applications will appear here.' },
} as const;
