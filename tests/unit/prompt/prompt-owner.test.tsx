import { screen } from '@testing-library/react';
import PromptListPage from '@/components/prompt/prompt-list-page';
import type { Language } from '@/locales/types';
import {
  ME,
  findRow,
  page,
  renderScreen,
  samplePrompt,
  servePromptPages,
  serveShell,
  signIn,
} from './prompt-fixtures';

/** A sign-in server names the owning account (`owner_name`); the id is an opaque UUID nobody reads. */
const BOBS = samplePrompt({
  prompt_name: 'Bob’s reviewer',
  user_code: '6f1c2a9e-bob',
  user_name: '6f1c2a9e-bob',
  owner_name: 'Bob Stone',
});
/** A server that knows no names: the id is all there is. */
const NAMELESS = samplePrompt({ prompt_name: 'Old one', user_code: 'carol', user_name: 'carol' });
const MINE = samplePrompt({ prompt_name: 'Mine', user_code: ME, user_name: ME, owner_name: 'Me Myself' });

const TEXT = {
  en: { owner: 'Owner', you: 'You' },
  zh: { owner: '创建者', you: '我' },
} as const;

/** The text of `row`'s cell in the column headed `heading`. */
function cellUnder(row: HTMLElement, heading: string): string | null {
  const headings = [...screen.getAllByRole('columnheader')].map((cell) => cell.textContent);
  return row.querySelectorAll('td')[headings.indexOf(heading)]?.textContent ?? null;
}

describe.each(['en', 'zh'] as const)(
  'the prompt list’s owner column (%s)',
  (language: Language & keyof typeof TEXT) => {
    const text = TEXT[language];
    beforeEach(() => {
      signIn();
      serveShell();
    });

    it('shows the owner’s name where the server gives one, the id otherwise, and “you” for one’s own', async () => {
      servePromptPages(() => page([BOBS, NAMELESS, MINE]));
      await renderScreen(<PromptListPage />, { pathname: '/construct/prompt', language });

      expect(cellUnder(await findRow('Bob’s reviewer'), text.owner)).toBe('Bob Stone');
      expect(cellUnder(await findRow('Old one'), text.owner)).toBe('carol');
      expect(cellUnder(await findRow('Mine'), text.owner)).toBe(text.you);
    });
  },
);
