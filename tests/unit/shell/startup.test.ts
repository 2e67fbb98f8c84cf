import { STORAGE_KEYS } from '@/utils/storage-keys';
import { writeStartupProfile } from '@/utils/user-profile';
import { detectLanguage, languageFromBrowser } from '@/utils/language';
import { readInitialTheme } from '@/utils/theme';
import { activeNavKey, isSidebarHidden, visibleNavItems } from '@/utils/navigation';

describe('startup profile', () => {
  it('writes the default profile with a user id and the timestamp', () => {
    const profile = writeStartupProfile(1_700_000_000_000);
    expect(profile).toEqual({ user_channel: 'dbgpt', user_no: '001', nick_name: 'dbgpt', user_id: '001' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}')).toEqual(profile);
    expect(window.localStorage.getItem(STORAGE_KEYS.userInfoTimestamp)).toBe('1700000000000');
  });

  it('keeps a user id stored before startup and repairs a damaged profile', () => {
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ user_id: 'u-42', nick_name: 'x' }));
    expect(writeStartupProfile().user_id).toBe('u-42');
    window.localStorage.setItem(STORAGE_KEYS.userInfo, '{broken');
    expect(writeStartupProfile()).toMatchObject({ user_id: '001', nick_name: 'dbgpt' });
  });
});

describe('language detection', () => {
  const setBrowserLanguages = (languages: string[]) =>
    Object.defineProperty(window.navigator, 'languages', { configurable: true, value: languages });

  it('maps any Chinese variant to zh and everything else to en', () => {
    expect(languageFromBrowser(['zh-TW'])).toBe('zh');
    expect(languageFromBrowser(['zh'])).toBe('zh');
    expect(languageFromBrowser(['fr-FR', 'zh-CN'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('prefers the saved choice, then the build default, then the browser', () => {
    setBrowserLanguages(['zh-CN']);
    expect(detectLanguage(undefined)).toBe('zh');
    expect(detectLanguage('en')).toBe('en');
    window.localStorage.setItem(STORAGE_KEYS.language, 'zh');
    expect(detectLanguage('en')).toBe('zh');
    window.localStorage.setItem(STORAGE_KEYS.language, 'klingon');
    setBrowserLanguages(['de-DE']);
    expect(detectLanguage(undefined)).toBe('en');
  });
});

describe('initial theme', () => {
  it('uses the saved value, else the system dark preference, else light', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia');
    matchMedia.mockImplementation((query) => ({ matches: query.includes('dark') }) as MediaQueryList);
    expect(readInitialTheme()).toBe('dark');
    matchMedia.mockImplementation(() => ({ matches: false }) as MediaQueryList);
    expect(readInitialTheme()).toBe('light');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    expect(readInitialTheme()).toBe('dark');
    matchMedia.mockRestore();
  });
});

describe('navigation rules', () => {
  it('activates entries by path', () => {
    expect(activeNavKey('/chat')).toBe('chat');
    expect(activeNavKey('/chat/anything')).toBe('chat');
    expect(activeNavKey('/')).toBe('explore');
    expect(activeNavKey('/construct/flow')).toBe('construct');
    expect(activeNavKey('/evaluation')).toBe('evaluation');
    expect(activeNavKey('/mobile/chat')).toBeUndefined();
  });

  it('hides the sidebar for role=user and any path containing mobile', () => {
    expect(isSidebarHidden('/', 'user')).toBe(true);
    expect(isSidebarHidden('/mobile/chat', undefined)).toBe(true);
    expect(isSidebarHidden('/chat', 'admin')).toBe(false);
  });

  it('offers Evaluation to admins only', () => {
    expect(visibleNavItems(false).map((item) => item.key)).toEqual(['chat', 'explore', 'construct']);
    expect(visibleNavItems(true).map((item) => item.key)).toContain('evaluation');
  });
});
