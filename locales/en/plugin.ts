export const plugin = {
  list: {
    label: 'Community packages',
    loading: 'Loading the packages…',
    read_only:
      'Read-only for now: installing and uninstalling packages come in a later version of this client.',
    load_failed: {
      title: 'The packages could not be loaded',
      description: 'Check that the server is running, then try again.',
    },
    unavailable: {
      title: 'This server does not offer community packages (dbgpts) yet',
      description:
        'Connected to a server with a dbgpts hub, this screen lists its packages. Installing and uninstalling packages come in a later version of this client.',
    },
    empty_hub: {
      title: 'The server’s hub has no packages',
      description: 'Packages appear here once the server has read its dbgpts repositories.',
    },
    empty_installed: {
      title: 'This server has no packages installed',
      description:
        'Packages installed on the server are listed here. Installing them from this client comes in a later version.',
    },
    none_of_type: {
      title: 'No package of this type',
      description: 'Choose “All” to see every package.',
    },
    no_match: {
      title: 'No package on this page matches “{{query}}”',
      description: 'The filter looks at the packages of this page only: try another page or another name.',
    },
    source_label: 'Which packages',
    sources: { hub: 'Community', installed: 'Installed' },
    type_label: 'Package type',
    types: {
      all: 'All',
      flow: 'Workflows',
      agent: 'Agents',
      resource: 'Resources',
      app: 'Apps',
      operator: 'Operators',
    },
    search_label: 'Filter the packages on this page',
    search_placeholder: 'Filter this page by name',
  },
  card: {
    installed: 'Installed',
    version: 'Version {{version}}',
    author: 'By {{author}}',
  },
} as const;
