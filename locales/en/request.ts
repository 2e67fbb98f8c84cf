export const request = {
  placeholder: 'placeholder',
} as const;
