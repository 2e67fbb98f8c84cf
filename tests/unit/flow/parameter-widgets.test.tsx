import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveVariables, variable } from './tools-fixtures';
import { parameterWith, renderWidget } from './widget-harness';

// antd draws its option lists outside the field; each option carries its label as its title.
const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const TREE = [
  {
    label: 'Europe',
    name: 'europe',
    value: 'europe',
    children: [{ label: 'Paris', name: 'paris', value: 'paris', children: null }],
  },
  {
    label: 'Asia',
    name: 'asia',
    value: 'asia',
    children: [{ label: 'Tokyo', name: 'tokyo', value: 'tokyo' }],
  },
];

describe('parameter widgets', { timeout: 20_000 }, () => {
  it('masks a password and keeps what is typed', async () => {
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'password' }));
    const field = screen.getByLabelText('Field');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 's3cret');
    expect(shown()).toBe('s3cret');
  });

  it('shows a stored date and keeps a new one as text', async () => {
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'date_picker' }, { value: '2026-03-04' }));
    const field = await screen.findByRole('textbox', { name: 'Field' });
    expect(field).toHaveValue('2026-03-04');
    await user.clear(field);
    await user.type(field, '2026-11-25{Enter}');
    await waitFor(() => expect(shown()).toBe('2026-11-25'));
  });

  it('reads and writes a time in the format of its attrs', async () => {
    const user = userEvent.setup();
    await renderWidget(
      parameterWith({ ui_type: 'time_picker', attr: { format: 'HH:mm' } }, { value: '08:30' }),
    );
    const field = await screen.findByRole('textbox', { name: 'Field' });
    expect(field).toHaveValue('08:30');
    await user.clear(field);
    await user.type(field, '17:45{Enter}');
    await waitFor(() => expect(shown()).toBe('17:45'));
  });

  it('suggests the options while typing and accepts free text', async () => {
    const user = userEvent.setup();
    await renderWidget(
      parameterWith(
        { ui_type: 'auto_complete' },
        {
          options: [
            { label: 'gpt-4o', name: 'a', value: 'gpt-4o' },
            { label: 'qwen', name: 'b', value: 'qwen' },
          ],
        },
      ),
    );
    const field = await screen.findByRole('combobox', { name: 'Field' });
    await user.type(field, 'gp');
    await user.click(await screen.findByTitle('gpt-4o'));
    expect(shown()).toBe('gpt-4o');
    await user.clear(field);
    await user.type(field, 'my-model');
    expect(shown()).toBe('my-model');
  });

  it('chooses a path of a cascade of options', async () => {
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'cascader' }, { options: TREE }));
    await user.click(await screen.findByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByTitle('Asia'));
    await user.click(await screen.findByTitle('Tokyo'));
    expect(shown()).toEqual(['asia', 'tokyo']);
  });

  it('chooses a node of a tree of options, and falls back to a select for flat options', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWidget(parameterWith({ ui_type: 'tree_select' }, { options: TREE }));
    await user.click(await screen.findByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByTitle('Paris'));
    expect(shown()).toBe('paris');
    unmount();

    await renderWidget(
      parameterWith({ ui_type: 'tree_select' }, { options: [{ label: 'One', name: 'one', value: 1 }] }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByTitle('One'));
    expect(shown()).toBe('1');
  });

  it('sets a variables parameter to the reference of the variable picked', async () => {
    serveVariables([variable(1, 'api_base', { label: 'API base', value: 'https://llm.example/v1' })]);
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'variables' }, { value: 'old' }));
    await user.click(screen.getByRole('button', { name: 'Insert a variable into Field' }));
    const picker = await screen.findByRole('dialog', { name: 'Insert a global variable' });
    await user.click(await within(picker).findByRole('button', { name: /API base/ }));
    expect(shown()).toBe('${dbgpt.core.flow.params:api_base@global}');
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue(
      '${dbgpt.core.flow.params:api_base@global}',
    );
  });
});
