import { PageHeader } from '@/components/common/page-header';
import { Bilingual } from '@/components/layout/bilingual';
import { evaluation as en } from '@/locales/en/evaluation';
import { evaluation as zh } from '@/locales/zh/evaluation';

/** `/evaluation` in the exported HTML: its title and what it is for, in both languages, where the page draws them. */
export function EvaluationOutline() {
  return (
    <div className="h-full overflow-y-auto">
      <PageHeader
        title={<Bilingual en={en.title} zh={zh.title} />}
        subtitle={<Bilingual en={en.subtitle} zh={zh.subtitle} />}
      />
    </div>
  );
}
