export const app = {
  placeholder: 'placeholder',
} as const;
