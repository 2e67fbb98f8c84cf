export const layout = {
  placeholder: 'placeholder',
} as const;
