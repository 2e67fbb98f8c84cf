export const knowledge = {
  list: {
    label: 'Knowledge spaces',
    loading: 'Loading the knowledge spaces…',
    read_only:
      'Read-only for now: creating spaces and adding documents come in a later version of this client.',
    load_failed: {
      title: 'The knowledge spaces could not be loaded',
      description: 'Check that the server is running, then try again.',
    },
    unavailable: {
      title: 'This server does not offer knowledge spaces yet',
      description:
        'Connected to a server that has knowledge spaces, this screen lists them. Creating spaces and adding documents come in a later version of this client.',
    },
    empty: {
      title: 'This server has no knowledge spaces',
      description:
        'Knowledge spaces created on the server are listed here. Creating them in this client comes in a later version.',
    },
    no_match: {
      title: 'No knowledge space matches “{{query}}”',
      description: 'Try another name, or clear the search.',
    },
    search_label: 'Search knowledge spaces',
    search_placeholder: 'Search by name, description or owner',
  },
  storage_types: { VectorStore: 'Vector store', KnowledgeGraph: 'Knowledge graph', FullText: 'Full text' },
  domain_types: { Normal: 'General', FinancialReport: 'Financial report' },
  card: { documents: 'Documents: {{count}}' },
} as const;
