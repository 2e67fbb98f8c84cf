import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import { AuthCard } from './auth-card';
import '@/locales/areas/auth';

interface GatewayPageProps {
  /** Why it shows over an open page (the gateway's sign-in ended); the first visit's text otherwise. */
  notice?: string;
}

const reload = () => window.location.reload();

/**
 * `AUTH_MODE=proxy`: this server has no password form; the organisation's gateway signs users in. Shown
 * when the server does not see a gateway user on the request (signed out there, or not opened through it).
 */
export function GatewayPage({ notice }: GatewayPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      testId="gateway-page"
      title={t('gateway_title')}
      subtitle={notice ?? t('gateway_subtitle')}
      error={null}
      onSubmit={reload}
    >
      <PlainButton type="submit" variant="primary" className="h-9">
        {t('reload')}
      </PlainButton>
    </AuthCard>
  );
}
