export const appChat = {
  label: 'The application of this chat',
  collect: 'Add {{name}} to favourites',
  uncollect: 'Remove {{name}} from favourites',
  share: 'Copy a link that opens {{name}} on a phone',
  copied: 'Link copied',
  copy_failed: 'The link could not be copied',
  questions: 'Try asking',
  team_modes: {
    auto_plan: 'Multi-agent planning',
    awel_layout: 'AWEL flow',
    single_agent: 'Single agent',
    native_app: 'Native app',
  },
} as const;
