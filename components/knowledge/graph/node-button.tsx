import type { GraphNode } from './graph-data';

/** A node in a list (search matches, neighbours): its community colour and name; choosing it selects it. */
export function NodeButton({
  node,
  showType = false,
  onSelect,
}: {
  node: Pick<GraphNode, 'id' | 'name' | 'colour' | 'type'>;
  showType?: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(node.id)}
      className="flex w-full cursor-pointer items-center gap-2 rounded border-0 bg-transparent px-2 py-1 text-left text-sm text-inherit hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10"
    >
      <span
        aria-hidden
        className="inline-block h-2 w-2 shrink-0 rounded-full"
        style={{ background: node.colour }}
      />
      <span className="truncate">{node.name}</span>
      {showType && node.type && <span className="ml-auto shrink-0 text-xs opacity-60">{node.type}</span>}
    </button>
  );
}
