import { useTranslation } from 'react-i18next';
import '@/locales/areas/evaluation';

const KNOWN_METRICS = [
  'RetrieverHitRateMetric',
  'RetrieverMRRMetric',
  'RetrieverRecallMetric',
  'RetrieverPrecisionMetric',
  'AnswerCorrectnessMetric',
  'AnswerRelevancyMetric',
  'AnswerSimilarityMetric',
  'ExactMatchMetric',
] as const;
type KnownMetric = (typeof KNOWN_METRICS)[number];

const isKnown = (name: string): name is KnownMetric => (KNOWN_METRICS as readonly string[]).includes(name);

/**
 * A metric as people say it ("Hit rate", "命中率") with a one-line explanation; the server's class name
 * (`RetrieverHitRateMetric`) stays for exports and for metrics this client does not know.
 */
export function useMetricText() {
  const { t } = useTranslation('evaluation');
  return {
    label: (name: string) => (isKnown(name) ? t(`metrics.${name}.label`) : name),
    help: (name: string) => (isKnown(name) ? t(`metrics.${name}.help`) : undefined),
  };
}

/** A metric's readable name, its explanation on hover. */
export function MetricName({ name }: { name: string }) {
  const metric = useMetricText();
  return <span title={metric.help(name)}>{metric.label(name)}</span>;
}
