import { useEffect, useRef, useState } from 'react';
import { getPackageDetail } from '@/client/api/dbgpts';
import { isInstalled, packageKey, type DbgptsEntry } from './use-dbgpts-list';

/**
 * Why each package shown cannot be installed here (a package only a Python runtime can run), read from
 * the packages' details so the card can say so before the user tries. Packages not asked about, or whose
 * details could not be read, are absent: their Install stays available and the server has the last word.
 */
export function useInstallBlocks(entries: readonly DbgptsEntry[]): ReadonlyMap<string, string> {
  const [blocks, setBlocks] = useState<ReadonlyMap<string, string>>(() => new Map());
  const asked = useRef(new Set<string>());
  const candidates = entries.filter(
    (entry) => entry.kind === 'hub' && !isInstalled(entry) && entry.item.type,
  );
  const candidateKey = candidates.map(packageKey).join('|');
  const latest = useRef(candidates);
  useEffect(() => {
    latest.current = candidates;
  });

  useEffect(() => {
    for (const entry of latest.current) {
      const key = packageKey(entry);
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      void getPackageDetail({ name: entry.item.name, type: entry.item.type ?? '' })
        .then(({ data: envelope }) => {
          const detail = envelope.success ? envelope.data : null;
          if (!detail || detail.installable) return;
          setBlocks((known) => new Map(known).set(key, detail.reason ?? ''));
        })
        // Quiet: a server without details (DB-GPT's own) simply leaves Install to decide.
        .catch(() => undefined);
    }
  }, [candidateKey]);

  return blocks;
}
