// Lists what a package exports, as the TypeScript compiler sees it, for
// measuring the npm provider's API outline (recall and precision).
//
// usage: node exports.cjs TYPESCRIPT_DIR PROJECT_DIR PACKAGE[/SUBPATH]
//
// TYPESCRIPT_DIR holds node_modules/typescript; PROJECT_DIR has the
// package (and its @types) installed. Prints JSON: {"exports": [...],
// "members": [...]}: the module's exports (values and types; for
// `export =`, the namespace's), and, for `export =` of a value, the
// properties of that value (`_.debounce`). JavaScript-only packages are
// read with allowJs, the way an editor infers them.
"use strict";
const path = require("path");
const ts = require(path.join(process.argv[2], "node_modules", "typescript"));
const project = path.resolve(process.argv[3]);
const pkg = process.argv[4];
const probe = path.join(project, "__pkgdocs_probe.ts");
const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  allowJs: true,
  maxNodeModuleJsDepth: 2,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  types: [],
};
const host = ts.createCompilerHost(options);
const source = `import * as __m from ${JSON.stringify(pkg)};\n`;
const getSourceFile = host.getSourceFile;
host.getSourceFile = (f, ...rest) =>
  path.resolve(f) === probe ? ts.createSourceFile(f, source, ts.ScriptTarget.ES2022) : getSourceFile(f, ...rest);
const fileExists = host.fileExists;
host.fileExists = (f) => path.resolve(f) === probe || fileExists(f);
const program = ts.createProgram([probe], options, host);
const checker = program.getTypeChecker();
const sf = program.getSourceFile(probe);
const mod = checker.getSymbolAtLocation(sf.statements[0].moduleSpecifier);
if (!mod) {
  console.log(JSON.stringify({ error: "module not resolved" }));
  process.exit(0);
}
const exported = checker.getExportsOfModule(mod).map((s) => s.name).filter((n) => n !== "default" && n !== "__esModule");
let members = [];
if (mod.exports && mod.exports.has("export=")) {
  const target = checker.resolveExternalModuleSymbol(mod);
  if (target && target.flags & ts.SymbolFlags.Value) {
    const t = checker.getTypeOfSymbol(target);
    members = checker.getPropertiesOfType(t).map((s) => s.name).filter((n) => n !== "prototype");
  }
}
console.log(JSON.stringify({ exports: [...new Set(exported)].sort(), members: [...new Set(members)].sort() }));
