import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { AntdTheme } from '@/components/common/antd-theme';
import { PreferencesProvider } from '@/contexts/preferences-context';

describe('antd theme', () => {
  it('writes two-character Chinese button labels as written, without a space between the characters', () => {
    render(
      <PreferencesProvider initialMode="light" initialLanguage="zh">
        <AntdTheme>
          <Button>删除</Button>
          <Button type="primary">刷新</Button>
        </AntdTheme>
      </PreferencesProvider>,
    );
    expect(screen.getByRole('button', { name: '删除' })).toHaveTextContent(/^删除$/);
    expect(screen.getByRole('button', { name: '刷新' })).toHaveTextContent(/^刷新$/);
  });
});
