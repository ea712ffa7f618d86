const ts = require("typescript"); const fs = require("fs"); const path = require("path");
const files = require("child_process").execSync("find src -name '*.ts'").toString().trim().split("\n");
const graph = new Map();
for (const f of files) {
  const sf = ts.createSourceFile(f, fs.readFileSync(f, "utf8"), ts.ScriptTarget.Latest, false);
  const deps = [];
  for (const st of sf.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier) {
      const spec = st.moduleSpecifier.text; if (!spec.startsWith(".")) continue;
      let p = path.join(path.dirname(f), spec);
      for (const c of [p + ".ts", path.join(p, "index.ts"), p]) if (fs.existsSync(c) && c.endsWith(".ts")) { deps.push(c); break; }
    }
  }
  graph.set(f, deps);
}
// Tarjan SCC
let index = 0; const idx = new Map(), low = new Map(), on = new Set(), stack = []; const sccs = [];
function strong(v) { idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
  for (const w of graph.get(v) || []) { if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w))); }
  if (low.get(v) === idx.get(v)) { const c = []; let w; do { w = stack.pop(); on.delete(w); c.push(w); } while (w !== v); if (c.length > 1) sccs.push(c); } }
for (const v of graph.keys()) if (!idx.has(v)) strong(v);
for (const c of sccs) console.log("cycle:", c.join(" "));
console.log(`${sccs.length} import cycles among ${files.length} files`);
