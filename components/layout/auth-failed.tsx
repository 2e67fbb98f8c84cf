import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/** Where "sign in at the provider" points when the build names a provider. */
const PROVIDER_LOGIN_URL = process.env.NEXT_PUBLIC_LOGIN_URL;
export const LOGIN_URL = PROVIDER_LOGIN_URL || '/?isFirst=admin';

/** This very page, admitted: its address with `isFirst=admin`. */
function admittedAddress(): string {
  if (typeof window === 'undefined') return LOGIN_URL;
  const url = new URL(window.location.href);
  url.searchParams.set('isFirst', 'admin');
  return url.toString();
}

const BLOBS = [
  'left-[10%] top-[15%] bg-[#0C75FC]/30',
  'right-[12%] top-[25%] bg-fuchsia-400/30 [animation-delay:2s]',
  'bottom-[12%] left-[35%] bg-amber-300/30 [animation-delay:4s]',
];

/** Trans fills the link text from the translation. */
function LoginLink({ children }: { children?: ReactNode }) {
  return (
    <a href={LOGIN_URL} className="font-medium text-primary-text underline">
      {children}
    </a>
  );
}

/** Shown whenever the address lacks isFirst=admin. */
export function AuthFailed() {
  const { t } = useTranslation('layout');
  return (
    <main
      className="relative flex h-full min-h-screen items-center justify-center overflow-hidden"
      data-testid="auth-failed"
    >
      {BLOBS.map((position) => (
        <div
          key={position}
          aria-hidden
          className={`pointer-events-none absolute h-72 w-72 rounded-full blur-3xl animate-blob motion-reduce:animate-none ${position}`}
        />
      ))}
      <div className="relative z-10 max-w-xl px-6 text-center">
        <h1 className="mb-2 text-5xl font-bold tracking-wide md:text-6xl" lang="zh-CN">
          {t('gate.title')}
        </h1>
        <p className="mb-6 text-lg opacity-70">{t('gate.subtitle')}</p>
        <p className="text-base">
          {PROVIDER_LOGIN_URL ? (
            <Trans t={t} i18nKey="gate.message" components={{ login: <LoginLink /> }} />
          ) : (
            <>
              {t('gate.convention')}{' '}
              <a href={admittedAddress()} className="break-all font-medium text-primary-text underline">
                {admittedAddress()}
              </a>
            </>
          )}
        </p>
      </div>
    </main>
  );
}
