export const chat = {
  placeholder: 'placeholder',
} as const;
