export const construct = {
  placeholder: 'placeholder',
} as const;
