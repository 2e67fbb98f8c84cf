import type { PreparedGraph } from './graph-data';

/** What the page can ask of the drawn graph; the renderer hands it over once it has drawn. */
export interface GraphControls {
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Centres on a node and marks it as the chosen one (null: none chosen). */
  focus: (id: string | null) => void;
}

export interface GraphRendererProps {
  graph: PreparedGraph;
  dark: boolean;
  label: string;
  onSelect: (id: string | null) => void;
  onReady: (controls: GraphControls | null) => void;
  /** The canvas cannot be drawn here (no 2D canvas). */
  onUnavailable: () => void;
}
