import 'katex/dist/katex.min.css';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { MathPlugins } from './markdown-pipeline';

/** remark-math and KaTeX (with its styles and fonts): their own chunk, fetched for the first math. */
export const MATH_PLUGINS: MathPlugins = {
  remark: remarkMath,
  rehype: [rehypeKatex, { trust: false, strict: 'ignore' }],
};
