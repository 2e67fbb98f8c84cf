import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkdown } from './markdown-helpers';

const CHART = '![Sales chart](https://example.com/chart.png)';

describe('ChatMarkdown images', () => {
  it('shows an image kept to a modest size', () => {
    renderMarkdown({ content: CHART });
    const image = screen.getByRole('img', { name: 'Sales chart' });
    expect(image).toHaveAttribute('src', 'https://example.com/chart.png');
    expect(image).toHaveClass('max-w-full', 'max-h-80');
  });

  it('opens a preview on click, focuses its close button and closes on Escape', async () => {
    const user = userEvent.setup();
    renderMarkdown({ content: CHART });
    const opener = screen.getByRole('button', { name: 'Open image preview: Sales chart' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Image preview' });
    expect(dialog).toContainElement(screen.getAllByRole('img', { name: 'Sales chart' })[1]);
    expect(screen.getByRole('button', { name: 'Close preview' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Close preview' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the reader clicks beside the image, not on it', async () => {
    const user = userEvent.setup();
    renderMarkdown({ content: CHART });
    await user.click(screen.getByRole('button', { name: 'Open image preview: Sales chart' }));

    const previewImage = screen.getAllByRole('img', { name: 'Sales chart' })[1];
    await user.click(previewImage);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByTestId('image-preview-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderMarkdown({ content: CHART });
    await user.click(screen.getByRole('button', { name: 'Open image preview: Sales chart' }));
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names an image without alt text generically', () => {
    renderMarkdown({ content: '![](https://example.com/a.png)' });
    expect(screen.getByRole('button', { name: 'Open image preview: Image' })).toBeInTheDocument();
  });
});
