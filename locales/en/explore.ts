export const explore = {
  title: 'Explore',
  subtitle: 'Discover applications published by your team.',
  load_failed: 'The applications could not be loaded.',
  empty: { title: 'No applications yet', description: 'Published applications will appear here.' },
} as const;
