export const common = {
  placeholder: 'placeholder',
} as const;
