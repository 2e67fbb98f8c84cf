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
  messages: {
    create_failed: 'Create failed',
    update_failed: 'Update failed',
    upload_failed: 'Upload failed',
    copy_failed: 'Copy failed',
    start_model_failed: 'Start model failed',
    something_error: 'Something Error',
  },
} as const;
