import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { parameterWith, renderWidget } from './widget-harness';

// CodeMirror measures text ranges, which jsdom does not lay out: empty rectangles stand in.
beforeAll(() => {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
});

const JSON_VALUE = '{"threshold": 1}';
const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const codeEditor = () => document.querySelector<HTMLElement>('.cm-content[aria-label="Field"]');
const loaded = async () => {
  await waitFor(() => expect(codeEditor()).not.toBeNull(), { timeout: 10_000 });
  return codeEditor() as HTMLElement;
};

describe('code editor widget', { timeout: 30_000 }, () => {
  it('shows a plain text area while the editor loads, then the code in the language of its attrs', async () => {
    await renderWidget(parameterWith({ ui_type: 'code_editor', language: 'json' }, { value: JSON_VALUE }));
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue(JSON_VALUE);

    const editor = await loaded();
    expect(editor).toHaveAttribute('data-language', 'json');
    expect(editor).toHaveTextContent(JSON_VALUE);
    // Highlighted once the JSON grammar has loaded: the tokens are wrapped in styled spans.
    await waitFor(() => expect(editor.querySelectorAll('.cm-line span').length).toBeGreaterThan(0));
    expect(editor.closest('.nodrag')).not.toBeNull();
  });

  it('keeps what is pasted into the editor as the parameter value', async () => {
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'code_editor', attr: { language: 'sql' } }, { value: '' }));
    const editor = await loaded();
    expect(editor).toHaveAttribute('data-language', 'sql');
    await user.click(editor);
    await user.paste('SELECT 1');
    await waitFor(() => expect(shown()).toBe('SELECT 1'));
  });

  it('is drawn differently in dark mode', async () => {
    const parameter = parameterWith({ ui_type: 'code_editor', language: 'python' }, { value: 'x = 1' });
    const light = await renderWidget(parameter, 'light');
    const lightClasses = (await loaded()).closest('.cm-editor')?.className;
    light.unmount();
    await renderWidget(parameter, 'dark');
    const darkClasses = (await loaded()).closest('.cm-editor')?.className;
    expect(darkClasses).toBeTruthy();
    expect(darkClasses).not.toBe(lightClasses);
  });
});
