export const prompt = {
  placeholder: 'placeholder',
} as const;
