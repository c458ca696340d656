// The server modules' import graph, read from the code (nothing runs): which module imports which, the imports that
// go past another module's door (its index.ts), and the cycles between modules. `node scripts/module-graph.mjs`
// prints them and fails on a cycle or an import past a door; src/server/module-graph.test.ts runs the same check.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const isTest = (file) =>
  /\.(test|spec)\.tsx?$/.test(file) ||
  /[/\\](test|test-support)[/\\]/.test(file) ||
  /testing\.ts$/.test(file);

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });

export function resolveImport(from, spec, serverDir) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@server/')) base = path.join(serverDir, spec.slice('@server/'.length));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Cycles of a graph given as Map<node, Set<node>>: its strongly connected components of more than one node. */
export function cyclesOf(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])]);
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** The module a file belongs to (the folder under src/server/modules), or null outside the modules. */
export function moduleOfFile(serverDir, file) {
  const rel = path.relative(path.join(serverDir, 'modules'), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
}

/** The module graph of the server under `serverDir` (src/server). */
export function moduleGraph(serverDir) {
  const modulesDir = path.join(serverDir, 'modules');
  const moduleOf = (file) => moduleOfFile(serverDir, file);
  const edges = new Map();
  const pastTheDoor = [];
  for (const file of walk(serverDir).filter((f) => !isTest(f))) {
    const own = moduleOf(file);
    if (!own) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, spec, serverDir);
      const other = target && moduleOf(target);
      if (!other || other === own) continue;
      if (!edges.has(own)) edges.set(own, new Set());
      edges.get(own).add(other);
      if (path.relative(path.join(modulesDir, other), target) !== 'index.ts')
        pastTheDoor.push(`${path.relative(serverDir, file)} -> ${path.relative(serverDir, target)}`);
    }
  }
  return { edges, cycles: cyclesOf(edges), pastTheDoor };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const serverDir = path.resolve(process.argv[2] ?? 'src/server');
  const { edges, cycles, pastTheDoor } = moduleGraph(serverDir);
  for (const [from, to] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${from} -> ${[...to].sort().join(', ')}`);
  console.log(`\n${cycles.length} cycle(s)${cycles.map((c) => `\n  ${c.join(' <-> ')}`).join('')}`);
  console.log(`${pastTheDoor.length} import(s) past a door${pastTheDoor.map((i) => `\n  ${i}`).join('')}`);
  process.exit(cycles.length || pastTheDoor.length ? 1 : 0);
}
