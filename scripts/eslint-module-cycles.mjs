// A lint rule that refuses an import closing a cycle between server modules: it reads the module graph from the
// code (scripts/module-graph.mjs) and reports every import of one module of a cycle by another of the same cycle,
// naming the whole cycle, so the editor shows it on the line that made it.
import path from 'node:path';
import { moduleGraph, moduleOfFile, resolveImport } from './module-graph.mjs';

const graphs = new Map();
/** The graph, read again after a second: one lint run reads it once, an editor's long-lived lint sees new edits. */
function cyclesOf(serverDir) {
  const cached = graphs.get(serverDir);
  if (cached && Date.now() - cached.at < 1000) return cached.cycles;
  const { cycles } = moduleGraph(serverDir);
  graphs.set(serverDir, { at: Date.now(), cycles });
  return cycles;
}

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Server modules import one another in one direction only: no cycle between modules.',
    },
    schema: [{ type: 'object', properties: { serverDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        "'{{own}}' importing '{{other}}' closes a cycle between modules ({{cycle}}): move what both need to a module below them.",
    },
  },
  create(context) {
    const serverDir = path.resolve(context.cwd, context.options[0]?.serverDir ?? 'src/server');
    const file = context.filename;
    const own = moduleOfFile(serverDir, file);
    if (!own) return {};
    const cycle = cyclesOf(serverDir).find((members) => members.includes(own));
    if (!cycle) return {};
    const check = (node) => {
      if (!node.source) return;
      const target = resolveImport(file, node.source.value, serverDir);
      const other = target && moduleOfFile(serverDir, target);
      if (!other || other === own || !cycle.includes(other)) return;
      context.report({ node, messageId: 'cycle', data: { own, other, cycle: cycle.join(' <-> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const moduleCycles = { rules: { 'no-module-cycle': noModuleCycle } };
