import { useEffect, useRef } from 'react';
import cytoscape from 'cytoscape';
import type { GraphRendererProps } from './graph-controls';

const ZOOM_STEP = 1.25;
const FIT_PADDING = 30;

function canDrawCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * The graph drawn by cytoscape (canvas) with a force layout; loaded only by the graph screen. Nodes are
 * sized by degree and coloured by community; a tap chooses a node.
 */
export default function GraphRenderer({
  graph,
  dark,
  label,
  onSelect,
  onReady,
  onUnavailable,
}: GraphRendererProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onSelect, onReady, onUnavailable });
  useEffect(() => {
    callbacks.current = { onSelect, onReady, onUnavailable };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (!canDrawCanvas()) {
      callbacks.current.onUnavailable();
      return;
    }
    const text = dark ? 'rgba(255,255,255,0.85)' : 'rgba(0,0,0,0.85)';
    const cy = cytoscape({
      container: element,
      elements: [
        ...graph.nodes.map((node) => ({
          group: 'nodes' as const,
          data: {
            id: node.id,
            label: node.name,
            colour: node.colour,
            size: 14 + Math.min(node.degree, 20) * 2,
          },
        })),
        ...graph.edges.map((edge) => ({
          group: 'edges' as const,
          data: { id: edge.id, source: edge.source, target: edge.target },
        })),
      ],
      style: [
        {
          selector: 'node',
          style: {
            'background-color': 'data(colour)',
            width: 'data(size)',
            height: 'data(size)',
            label: 'data(label)',
            color: text,
            'font-size': 10,
            'text-valign': 'bottom',
            'text-margin-y': 3,
            'min-zoomed-font-size': 7,
          },
        },
        {
          selector: 'edge',
          style: {
            width: 1,
            'line-color': dark ? 'rgba(255,255,255,0.25)' : 'rgba(0,0,0,0.2)',
            'curve-style': 'haystack',
          },
        },
        { selector: 'node:selected', style: { 'border-width': 3, 'border-color': '#0C75FC' } },
      ],
      layout: { name: 'cose', animate: false, randomize: true, nodeDimensionsIncludeLabels: true },
      minZoom: 0.05,
      maxZoom: 5,
      selectionType: 'single',
    });
    cy.on('tap', 'node', (event) => callbacks.current.onSelect(event.target.id()));
    cy.on('tap', (event) => {
      if (event.target === cy) callbacks.current.onSelect(null);
    });
    const zoomBy = (factor: number) =>
      cy.zoom({ level: cy.zoom() * factor, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
    callbacks.current.onReady({
      zoomIn: () => zoomBy(ZOOM_STEP),
      zoomOut: () => zoomBy(1 / ZOOM_STEP),
      fit: () => cy.fit(undefined, FIT_PADDING),
      focus: (id) => {
        cy.nodes(':selected').unselect();
        if (id === null) return;
        const node = cy.getElementById(id);
        if (node.empty()) return;
        node.select();
        cy.animate({ center: { eles: node }, zoom: Math.max(cy.zoom(), 1.2) }, { duration: 250 });
      },
    });
    return () => {
      callbacks.current.onReady(null);
      cy.destroy();
    };
  }, [graph, dark]);

  return (
    <div ref={container} role="img" aria-label={label} className="h-full w-full" data-testid="graph-canvas" />
  );
}
