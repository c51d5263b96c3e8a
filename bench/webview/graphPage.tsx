// Stand-alone page for the graph benchmark: the real GraphCanvas with generated threads and
// bridges, exposed on window for the playwright driver (bench/webview-graph.bench.ts).
import { createRoot } from 'react-dom/client';
import { useMemo, useRef, useState } from 'react';
import { GraphCanvas, type GraphHandle } from '../../webview/src/graph/GraphCanvas';
import { buildGraph } from '../../webview/src/graph/model';
import { graphStats, resetStats } from '../../webview/src/graph/stats';
import { generateGraph } from './generate';
import { BRIDGE_TYPES, type ThreadStatus } from '../../src/protocol/webview';

const params = new URLSearchParams(location.search);
const nodes = Number(params.get('nodes') ?? 1000);
const edges = Number(params.get('edges') ?? 3000);
const { threads, bridges } = generateGraph(nodes, edges, 42);
const handle: { current: GraphHandle | null } = { current: null };

function Page() {
  const [selected, setSelected] = useState<string | null>(null);
  const previous = useRef(undefined);
  const graph = useMemo(
    () =>
      buildGraph(
        threads,
        bridges,
        new Set(BRIDGE_TYPES),
        new Set<ThreadStatus>(['active', 'suspended', 'archived']),
        previous.current,
      ),
    [],
  );
  return (
    <GraphCanvas
      graph={graph}
      selected={selected}
      onSelect={setSelected}
      onOpen={() => undefined}
      label="bench"
      help="bench"
      height={600}
      handleRef={handle}
    />
  );
}

(window as unknown as Record<string, unknown>).__actGraph = {
  stats: graphStats,
  resetStats,
  handle,
  threads: threads.map((t) => t.id),
};
createRoot(document.getElementById('root')!).render(<Page />);
