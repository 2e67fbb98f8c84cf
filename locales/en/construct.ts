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
  },
  empty: {
    app: {
      title: 'No applications yet',
      description: 'Applications you create or collect will be listed here.',
    },
    flow: { title: 'No flows yet', description: 'AWEL workflows you build or import will be listed here.' },
    knowledge: {
      title: 'No knowledge spaces yet',
      description: 'Knowledge spaces and their documents will be listed here.',
    },
    database: {
      title: 'No data sources yet',
      description: 'Database connections you add will be listed here.',
    },
    models: {
      title: 'No models yet',
      description: 'Language and embedding models you start will be listed here.',
    },
    prompt: {
      title: 'No prompts yet',
      description: 'Public prompts and your own templates will be listed here.',
    },
    dbgpts: {
      title: 'No community packages yet',
      description: 'Packages from the community hub and the ones you install will be listed here.',
    },
  },
} as const;
