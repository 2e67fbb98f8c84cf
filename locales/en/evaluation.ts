export const evaluation = {
  title: 'Evaluation',
  empty: {
    title: 'No evaluations yet',
    description: 'Evaluation datasets and their results will appear here.',
  },
} as const;
