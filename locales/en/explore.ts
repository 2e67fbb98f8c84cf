export const explore = {
  placeholder: 'placeholder',
} as const;
