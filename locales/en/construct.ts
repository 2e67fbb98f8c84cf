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
  /** One line under the title on each area: what the area is for. */
  descriptions: {
    app: 'Applications bundle a model, knowledge and tools into a chat your team can open, share and embed.',
    flow: 'AWEL flows chain models, retrievers and tools into pipelines that applications and chats can run.',
    knowledge:
      'Knowledge spaces hold your documents, split into chunks, so chats can find and cite what they say.',
    database:
      'Connect the databases that chats can query in plain language, and browse their tables and columns.',
    models: 'The language and embedding models this server offers, and whether each one is running.',
    prompt:
      'Reusable prompt templates for chat scenes: write one once and choose it when a conversation starts.',
    dbgpts:
      'Applications, flows, operators and agents shared by the community, which this server can install.',
    plugins:
      'Plugins give agents more abilities, such as searching the web; here are the ones this server offers.',
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
    owner_you: 'You',
    updated: 'Updated {{time}}',
  },
} as const;
