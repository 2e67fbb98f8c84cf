export const evaluation = {
  placeholder: 'placeholder',
} as const;
