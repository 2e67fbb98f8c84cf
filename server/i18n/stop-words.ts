/**
 * Words too common to name what a space is about, left out of the keyword graph (not of search: BM25
 * already weighs them down). Function words of English and Chinese.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its just may me might more most must my no not of on or our she should so some such than that the their them then there these they this those to too us very was we were what when where which while who why will with would you your also about after all any before between both each few other over only own same through under until up down out off again further once here there because during above below being having doing one two three'.split(
    ' ',
  ),
  ...'的 了 是 在 和 与 及 或 也 都 就 而 并 但 被 把 对 从 到 向 以 为 于 由 之 其 这 那 这个 那个 这些 那些 一个 一种 我们 你们 他们 它们 我 你 他 她 它 可以 可能 没有 不是 如果 因为 所以 然后 以及 通过 进行 使用 需要 已经 还是 或者 其中 什么 怎么 如何 哪些 为什么 时候 是否 就是 不会 这样 那么'.split(
    ' ',
  ),
]);

/** A word worth a node: not a stop word, not a number, not a lone character. */
export function isKeyword(word: string): boolean {
  return [...word].length > 1 && !STOP_WORDS.has(word) && !/^[\p{N}._-]+$/u.test(word);
}
