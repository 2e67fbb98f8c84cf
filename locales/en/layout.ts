export const layout = {
  menu: {
    chat: 'Chat',
    explore: 'Explore',
    construct: 'Construct',
    evaluation: 'Evaluation',
  },
  navigation: 'Main navigation',
  home: 'Home',
  /** The logo's link: its name holds the logo's visible name. */
  home_named: '{{name}} home',
  open_menu: 'Open menu',
  close_menu: 'Close menu',
  page_actions: 'On this page',
  toolbar: {
    switch_to_dark: 'Switch to dark theme',
    switch_to_light: 'Switch to light theme',
    switch_language: 'Switch to Chinese',
    language_button: '中',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
  },
  user: 'Signed in as {{name}}',
  gate: {
    title: '认证失败',
    subtitle: 'Authentication failed',
    message: 'Please <login>sign in at the provider’s site</login>, then open this page again.',
    convention:
      'As in DB-GPT, this server admits visitors at an address ending in “?isFirst=admin”. Open it here:',
  },
  boot: 'Loading…',
  sign_out: 'Sign out',
  api_keys: 'API keys',
  users: 'Users',
  profile: 'Your profile',
} as const;
