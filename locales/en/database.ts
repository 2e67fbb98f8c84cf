export const database = {
  placeholder: 'placeholder',
} as const;
