export const plugin = {
  placeholder: 'placeholder',
} as const;
