// Runs Lighthouse once in its own Node process (so a stuck or crashing run can be killed whole) against
// the Chromium that lighthouse-run.mjs launched, and writes a summary of the report as JSON to a file:
// scores, metrics, and the audits that fell short with the offending elements.
// Usage: node lighthouse-worker.mjs <url> <desktop|mobile> <debugging port> <summary file>
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CATEGORIES, METRICS } from './lighthouse-run.mjs';

// The mobile profile is Lighthouse's default config (Moto G Power, slow 4G, simulated throttling).
const CONFIGS = { desktop: desktopConfig, mobile: undefined };

const MAX_ELEMENTS = 10;
const MAX_SNIPPET = 200;

const clip = (text, max) => (text && text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The elements an audit names in its details (accessibility audits list one node per item). */
function elementsOf(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const nodes = items.map((item) => item?.node).filter((node) => node?.type === 'node');
  return {
    count: nodes.length,
    elements: nodes.slice(0, MAX_ELEMENTS).map((node) => ({
      selector: node.selector,
      snippet: clip(node.snippet, MAX_SNIPPET),
      label: node.nodeLabel,
      explanation: clip(
        node.explanation
          ?.replace(/Fix (any|all) of the following:/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
        MAX_SNIPPET,
      ),
    })),
  };
}

/**
 * The category's audits that fell short: binary audits that failed, and scored audits below
 * `threshold` (performance: the metrics and opportunities under 0.9, Lighthouse's green).
 * `weight` > 0 marks the audits that count in the category score (for performance, the metrics).
 */
function failingAudits(lhr, categoryId, threshold) {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ audit: lhr.audits[ref.id], weight: ref.weight }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < threshold)
    .filter(({ audit }) => !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode))
    .map(({ audit, weight }) => {
      const failing = { id: audit.id, title: audit.title, score: audit.score, weight };
      if (audit.displayValue) failing.displayValue = audit.displayValue;
      const { count, elements } = elementsOf(audit);
      if (count > 0) Object.assign(failing, { elementCount: count, elements });
      return failing;
    });
}

/** Scores (0–100), metrics and failing audits of one Lighthouse result. */
function summariseLhr(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    scores[id] = Math.round(score * 100);
  }
  const metrics = {};
  for (const [key, auditId] of Object.entries(METRICS))
    metrics[key] = lhr.audits[auditId]?.numericValue ?? NaN;
  return {
    scores,
    metrics,
    failing: {
      performance: failingAudits(lhr, 'performance', 0.9),
      accessibility: failingAudits(lhr, 'accessibility', 1),
      'best-practices': failingAudits(lhr, 'best-practices', 1),
    },
    warnings: lhr.runWarnings ?? [],
  };
}

const [url, profile, port, summaryFile] = process.argv.slice(2);
try {
  const flags = { port: Number(port), logLevel: 'error', output: 'json', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, CONFIGS[profile]);
  if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  writeFileSync(summaryFile, JSON.stringify(summariseLhr(result.lhr)));
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
