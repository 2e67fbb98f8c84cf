import { useTranslation } from 'react-i18next';
import { RetrievalFrame, spaceDetailHref, WithSpaceName } from '../chunk/retrieval-frame';
import { RecallForm } from './recall-form';
import { RecallResults } from './recall-results';
import { useRecallOptions, useRecallTest } from './use-recall-test';
import '@/locales/areas/knowledge-retrieval';

function RecallScreen({ space }: { space: string }) {
  const { t } = useTranslation('knowledgeRetrieval');
  const { retrievers, questions } = useRecallOptions(space);
  const { state, run } = useRecallTest(space);
  return (
    <RetrievalFrame
      crumbs={[{ label: space, href: spaceDetailHref(space) }, { label: t('recall.title') }]}
      title={t('recall.title')}
    >
      <p className="m-0 text-sm opacity-70">{t('recall.subtitle')}</p>
      <RecallForm
        retrievers={retrievers}
        questions={questions}
        running={state.status === 'running'}
        onRun={(body) => void run(body)}
      />
      <RecallResults space={space} state={state} />
    </RetrievalFrame>
  );
}

/** `/construct/knowledge/recall?spaceName=…`: test which chunks a question retrieves. Paints without antd. */
export default function RecallPage() {
  return <WithSpaceName>{(space) => <RecallScreen key={space} space={space} />}</WithSpaceName>;
}
