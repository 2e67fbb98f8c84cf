import { useTranslation } from 'react-i18next';
import { AreaCard, ImageIcon, type CardDetail } from '@/components/construct/area-card';
import type { DatasourceView } from './datasource-view';
import '@/locales/areas/database';

interface DatasourceCardProps {
  source: DatasourceView;
  fromNow: (time: string | null | undefined) => string | undefined;
}

/** One datasource: the type's icon and label, the database name, where it lives and who connects. */
export function DatasourceCard({ source, fromNow }: DatasourceCardProps) {
  const { t } = useTranslation('database');
  const details: CardDetail[] = [];
  if (source.address) details.push({ term: t('card.address'), value: source.address });
  if (source.user) details.push({ term: t('card.user'), value: source.user });
  if (source.path) details.push({ term: t('card.path'), value: source.path });
  return (
    <AreaCard
      testId="datasource-card"
      title={source.name}
      subtitle={source.typeLabel}
      icon={<ImageIcon src={source.icon} />}
      description={source.description}
      details={details}
      updatedAt={source.updatedAt}
      fromNow={fromNow}
    />
  );
}
