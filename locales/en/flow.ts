export const flow = {
  placeholder: 'placeholder',
} as const;
