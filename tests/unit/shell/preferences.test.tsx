import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { STORAGE_KEYS } from '@/utils/storage-keys';
import { renderApp } from '../render-app';
import { startupHandlers } from './handlers';
import { server } from '../msw-server';

describe('theme and language', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    server.use(...startupHandlers());
  });

  it('toggles the theme, saves it and applies it as a body class', async () => {
    await renderApp(<p>page</p>, { mode: 'light' });
    expect(document.body).toHaveClass('light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.body).toHaveClass('dark');
    expect(document.body).not.toHaveClass('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.body).toHaveClass('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });

  it('switches every text to Chinese at once and saves the choice, without loading dayjs for a page with no dates', async () => {
    await renderApp(<p>page</p>, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Chinese' }));
    expect(await screen.findByRole('link', { name: '对话' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '探索' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换为英文' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('zh');
    expect(dayjs.locale()).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: '切换为英文' }));
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });
});
