import { highlightParts } from './highlight';

/** Text with the given words marked (`<mark>`), kept as the author wrote it (line breaks included). */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.matched ? (
          <mark key={index} className="rounded-sm bg-[#ffe58f] px-0.5 text-inherit dark:bg-[#d89614]/50">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
