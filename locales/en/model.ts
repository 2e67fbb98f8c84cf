export const model = {
  placeholder: 'placeholder',
} as const;
