/**
 * A text of the exported HTML, which is written before the language is known: both languages, and
 * `<html lang>` (set by the boot script before the first paint, then by the preferences) shows one.
 */
export function Bilingual({ en, zh }: { en: string; zh: string }) {
  return (
    <>
      <span lang="en" className="[html[lang=zh-CN]_&]:hidden">
        {en}
      </span>
      <span lang="zh-CN" className="hidden [html[lang=zh-CN]_&]:inline">
        {zh}
      </span>
    </>
  );
}
