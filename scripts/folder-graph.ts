// Prints the import graph between the server's top-level folders and the
// cycles in it (folders that import each other, directly or around a loop).
// `npm run graph:server` (part of `npm run check`) fails past two folder cycles or two pairs of folders importing each other.
// @ts-expect-error madge ships no types
import madgeUntyped from 'madge';

const madge = madgeUntyped as (
  path: string,
  config: object,
) => Promise<{ obj(): Record<string, string[]> }>;

const root = 'src/server';
const result = await madge(root, {
  fileExtensions: ['ts'],
  tsConfig: 'tsconfig.json',
  excludeRegExp: [/\.test\.ts$/, /^\.\.\//],
});

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : '(root)');
const edges = new Map<string, Map<string, string[]>>();
for (const [file, deps] of Object.entries(result.obj())) {
  const from = folderOf(file);
  for (const dep of deps) {
    if (dep.startsWith('../')) continue;
    const to = folderOf(dep);
    if (to === from || to === '(root)' || from === '(root)') continue;
    const row = edges.get(from) ?? new Map<string, string[]>();
    row.set(to, [...(row.get(to) ?? []), `${file} → ${dep}`]);
    edges.set(from, row);
  }
}

// Tarjan's strongly connected components over folders.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
let counter = 0;
function connect(v: string) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
  }
  if (low.get(v) === index.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const v of edges.keys()) if (!index.has(v)) connect(v);

// Within a cycle, name each import that points back against the folders' order
// (the folder imported by more of the others counts as "below").
const back: string[] = [];
for (const component of components) {
  const inside = new Set(component);
  for (const from of component)
    for (const [to, files] of edges.get(from) ?? [])
      if (inside.has(to) && (edges.get(to)?.has(from) ?? false) && from > to)
        back.push(
          `${from} ⇄ ${to}\n    ${files.join('\n    ')}\n    ${edges.get(to)!.get(from)!.join('\n    ')}`,
        );
}

console.log(
  `folders: ${new Set([...edges.keys(), ...[...edges.values()].flatMap((r) => [...r.keys()])]).size}`,
);
console.log(`folder cycles: ${components.length}`);
for (const c of components) console.log(`  ${c.join(' → ')}`);
if (back.length) console.log(`\nmutual imports:\n  ${back.join('\n  ')}`);
process.exitCode = components.length > 2 || back.length > 2 ? 1 : 0;
