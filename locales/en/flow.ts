export const flow = {
  list: {
    label: 'AWEL flows',
    loading: 'Loading the flows…',
    read_only: 'Read-only for now: building and editing flows come in a later version of this client.',
    load_failed: {
      title: 'The flows could not be loaded',
      description: 'Check that the server is running, then try again.',
    },
    unavailable: {
      title: 'This server does not offer AWEL flows yet',
      description:
        'Connected to a server that has AWEL flows, this screen lists them. Building and editing flows come in a later version of this client.',
    },
    empty: {
      title: 'This server has no AWEL flows',
      description:
        'Flows built on the server are listed here. Building them in this client comes in a later version.',
    },
    no_match: {
      title: 'No flow on this page matches “{{query}}”',
      description: 'The filter looks at the flows of this page only: try another page or another name.',
    },
    search_label: 'Filter the flows on this page',
    search_placeholder: 'Filter this page by name',
  },
  states: {
    initializing: 'Initializing',
    developing: 'Developing',
    testing: 'Testing',
    deployed: 'Deployed',
    running: 'Running',
    disabled: 'Disabled',
    load_failed: 'Failed to load',
  },
  categories: { common: 'Common', chat_flow: 'Chat flow', chat_agent: 'Agent flow' },
  define_types: { json: 'JSON', python: 'Python' },
  card: { not_editable: 'Not editable' },
} as const;
