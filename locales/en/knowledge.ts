export const knowledge = {
  placeholder: 'placeholder',
} as const;
