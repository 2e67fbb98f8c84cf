import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        primary: '#0C75FC',
        'theme-dark': '#232734',
        'theme-dark-container': '#2d3140',
        'theme-light': '#f7f7f7',
      },
      width: { 'sidebar-expanded': '15rem', 'sidebar-collapsed': '5rem' },
    },
  },
};

export default config;
