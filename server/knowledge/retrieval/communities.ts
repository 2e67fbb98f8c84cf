/**
 * Communities by label propagation (Raghavan et al. 2007): every node starts in its own community and
 * repeatedly joins the one most of its neighbours (by edge weight) belong to. Deterministic: nodes are
 * visited in the given order and ties go to the smallest label, so the same graph gives the same colours.
 */
export function labelPropagation(
  nodes: readonly string[],
  edges: readonly { source: string; target: string; weight: number }[],
  maxRounds = 20,
): Map<string, number> {
  const label = new Map(nodes.map((node, index) => [node, index]));
  const neighbours = new Map<string, { node: string; weight: number }[]>(nodes.map((node) => [node, []]));
  for (const edge of edges) {
    neighbours.get(edge.source)?.push({ node: edge.target, weight: edge.weight });
    neighbours.get(edge.target)?.push({ node: edge.source, weight: edge.weight });
  }
  for (let round = 0; round < maxRounds; round += 1) {
    let changed = false;
    for (const node of nodes) {
      const votes = new Map<number, number>();
      for (const neighbour of neighbours.get(node) ?? []) {
        const theirs = label.get(neighbour.node) ?? 0;
        votes.set(theirs, (votes.get(theirs) ?? 0) + neighbour.weight);
      }
      if (votes.size === 0) continue;
      let best = label.get(node) ?? 0;
      let bestVotes = votes.get(best) ?? 0;
      for (const [candidate, weight] of votes)
        if (weight > bestVotes || (weight === bestVotes && candidate < best)) {
          best = candidate;
          bestVotes = weight;
        }
      if (best !== label.get(node)) {
        label.set(node, best);
        changed = true;
      }
    }
    if (!changed) break;
  }
  // Renumbered 0, 1, 2... in order of first appearance.
  const renumbered = new Map<number, number>();
  return new Map(
    nodes.map((node) => {
      const raw = label.get(node) ?? 0;
      if (!renumbered.has(raw)) renumbered.set(raw, renumbered.size);
      return [node, renumbered.get(raw) ?? 0];
    }),
  );
}
