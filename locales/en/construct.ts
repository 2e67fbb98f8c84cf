export const construct = {
  title: 'Construct',
  tabs_label: 'Construct areas',
  tabs: {
    app: 'Applications',
    flow: 'AWEL Flows',
    knowledge: 'Knowledge',
    database: 'Database',
    models: 'Models',
    prompt: 'Prompts',
    dbgpts: 'Community',
    plugins: 'Plugins',
  },
  list: {
    refreshing: 'Updating the list…',
    search_clear: 'Clear the search',
    pages: 'Pages of the list',
    total: '{{count}} in all',
    page: 'Page {{page}}',
    previous_page: 'Previous page',
    next_page: 'Next page',
    page_size: 'Items per page',
    page_size_option: '{{size}} / page',
  },
  card: {
    owner: 'Owner: {{owner}}',
    updated: 'Updated {{time}}',
  },
} as const;
