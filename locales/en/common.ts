export const common = {
  app_name: 'DB-GPT',
  loading: 'Loading…',
  retry: 'Retry',
  back_home: 'Back to Explore',
  error_boundary: {
    title: 'This page ran into a problem',
    description: 'Something went wrong while showing this page. Nothing you saved is lost. Try again.',
  },
  not_found: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
  },
} as const;
