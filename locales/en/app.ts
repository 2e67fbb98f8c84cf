export const app = {
  list: {
    label: 'Applications',
    loading: 'Loading the applications…',
    read_only:
      'Read-only for now: creating, editing and publishing applications come in a later version of this client.',
    load_failed: {
      title: 'The applications could not be loaded',
      description: 'Check that the server is running, then try again.',
    },
    unavailable: {
      title: 'This server does not offer applications yet',
      description:
        'Connected to a server that has applications, this screen lists them. Creating and editing applications come in a later version of this client.',
    },
    empty: {
      title: 'This server has no applications',
      description:
        'Applications created on the server are listed here. Creating them in this client comes in a later version.',
    },
    none_published: 'No published applications',
    none_unpublished: 'No unpublished applications',
    none_filtered_description: 'Choose “All” to see every application on the server.',
    no_match: {
      title: 'No application matches “{{query}}”',
      description: 'Try another name, or clear the search.',
    },
    filter_label: 'Which applications',
    filters: { all: 'All', published: 'Published', unpublished: 'Unpublished' },
    search_label: 'Search applications',
    search_placeholder: 'Search by name',
  },
  team_modes: {
    auto_plan: 'Multi-agent planning',
    awel_layout: 'AWEL flow',
    single_agent: 'Single agent',
    native_app: 'Native app',
  },
  languages: { en: 'English', zh: 'Chinese' },
  card: { published: 'Published', unpublished: 'Unpublished' },
} as const;
