// Ground truth for one npm package, from the TypeScript compiler's view
// of its entry point (see eval/README.md for the JSON format).
//
// usage: node truth.cjs PROJECT_DIR PACKAGE
//
// PROJECT_DIR has the package (and its @types, if any) in node_modules.
// Prints {"items": [...], "exportEquals": bool, "ambient": bool,
// "resolvedFile": "...", "error": "..."}: every export of the module
// (values and types; for `export =` also the properties of the exported
// value), and the members of classes, interfaces, namespaces and of the
// default export's type, each with its declaration text (export/declare
// and bodies left out) and the first sentence of its doc. JavaScript-only
// packages are read with allowJs, the way an editor infers them.
"use strict";
const path = require("path");
const ts = require(path.join(__dirname, "node_modules", "typescript"));
const project = path.resolve(process.argv[2]);
const pkg = process.argv[3];
const probe = path.join(project, "__pkgdocs_eval_probe.ts");
// esmProbe imports the package as an ES module does (the "import"
// condition of its exports): a package may type that entry apart from the
// require one (tslib's modules/index.d.ts, with `export * as default`).
const esmProbe = path.join(project, "__pkgdocs_eval_probe.mts");
const options = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  allowJs: true,
  maxNodeModuleJsDepth: 1,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  types: [],
  typeRoots: [path.join(project, "node_modules", "@types")],
};
const host = ts.createCompilerHost(options);
const source = `import * as __m from ${JSON.stringify(pkg)};\nimport __d = require(${JSON.stringify(pkg)});\n`;
const esmSource = `import * as __m from ${JSON.stringify(pkg)};\n`;
const getSourceFile = host.getSourceFile;
host.getSourceFile = (f, ...rest) => {
  if (path.resolve(f) === probe) return ts.createSourceFile(f, source, ts.ScriptTarget.ES2022);
  // The program's options for an .mts file say it is an ES module.
  if (path.resolve(f) === esmProbe) return ts.createSourceFile(f, esmSource, rest[0]);
  return getSourceFile(f, ...rest);
};
const fileExists = host.fileExists;
host.fileExists = (f) => path.resolve(f) === probe || path.resolve(f) === esmProbe || fileExists(f);
const program = ts.createProgram([probe, esmProbe], options, host);
const checker = program.getTypeChecker();
const moduleOf = (file) => checker.getSymbolAtLocation(program.getSourceFile(file).statements[0].moduleSpecifier);
const mod = moduleOf(probe);
if (!mod) {
  console.log(JSON.stringify({ error: "module not resolved by the TypeScript compiler", items: [] }));
  process.exit(0);
}
const MAX_MEMBERS = 300;
// items and seen are the view being read (see extract).
let items = [];
let seen = new Set();

function firstSentence(s) {
  s = s.replace(/\s+/g, " ").trim();
  const m = s.match(/^(.*?[.!?])(\s|$)/);
  return m ? m[1] : s;
}
function doc(sym) {
  try {
    return firstSentence(ts.displayPartsToString(sym.getDocumentationComment(checker)));
  } catch (e) {
    return "";
  }
}
function resolve(sym) {
  return sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
}
function kindOf(sym) {
  const f = sym.flags;
  if (f & ts.SymbolFlags.Class) return "class";
  if (f & ts.SymbolFlags.Interface) return "interface";
  if (f & ts.SymbolFlags.Enum) return "enum";
  if (f & ts.SymbolFlags.Function) return "function";
  if (f & ts.SymbolFlags.Method) return "method";
  // A const merged with a type alias of the same name (`const X = …;
  // type X = Static<typeof X>`) is a value first: importers use its
  // properties, which are a variable's (not measured, see membersOf).
  if (f & ts.SymbolFlags.Variable) return "variable";
  if (f & ts.SymbolFlags.TypeAlias) return "type";
  if (f & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) return "namespace";
  if (f & ts.SymbolFlags.Variable) return "variable";
  if (f & (ts.SymbolFlags.Property | ts.SymbolFlags.GetAccessor | ts.SymbolFlags.SetAccessor)) return "property";
  if (f & ts.SymbolFlags.EnumMember) return "enum member";
  return "other";
}
// The declaration's own text: one declaration, modifiers export/declare/
// default left out, bodies and initialisers cut, in a .d.ts or .ts file
// (JavaScript has no declaration to render: "").
function signature(sym) {
  const d = (sym.declarations || [])[0];
  if (!d) return "";
  const file = d.getSourceFile().fileName;
  if (!/\.d\.[cm]?ts$|\.[cm]?ts$|\.tsx$/.test(file) || /\.[cm]?js$/.test(file)) return "";
  switch (d.kind) {
    case ts.SyntaxKind.ClassDeclaration:
    case ts.SyntaxKind.InterfaceDeclaration:
    case ts.SyntaxKind.ModuleDeclaration:
    case ts.SyntaxKind.EnumDeclaration:
      return ""; // long: measured through members
  }
  let text = d.getText();
  if (d.kind === ts.SyntaxKind.VariableDeclaration) {
    const list = d.parent;
    const kw = list && list.flags & ts.NodeFlags.Const ? "const " : list && list.flags & ts.NodeFlags.Let ? "let " : "var ";
    text = kw + text;
  }
  if (d.body) text = text.slice(0, d.body.getStart() - d.getStart());
  text = text.replace(/^(\s*(export|declare|default)\s+)+/g, "").trim().replace(/;$/, "").trim();
  if (text.length > 600) return "";
  return text;
}
// declName is the name a declaration gives itself (`export default
// function stripAnsi`, `export = isArray`): the symbol's own name is
// "default" or "export=" there.
function declName(sym) {
  if (sym.name && sym.name !== "default" && sym.name !== "export=") return sym.name;
  const d = (sym.declarations || [])[0];
  return d && d.name && ts.isIdentifier(d.name) ? d.name.text : "";
}
function add(name, sym, parent, member, kindOverride) {
  if (seen.has(name)) return;
  seen.add(name);
  const it = { name, kind: kindOverride || kindOf(sym), signature: signature(sym), doc: doc(sym) };
  if (parent) {
    it.parent = parent;
    it.member = member;
  }
  items.push(it);
}
function isPublic(s) {
  const d = (s.declarations || [])[0];
  if (!d) return true;
  const m = ts.getCombinedModifierFlags(d);
  if (m & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false;
  if (d.name && d.name.kind === ts.SyntaxKind.PrivateIdentifier) return false;
  return true;
}
// fromLib: a member TypeScript's own lib declares (RegExp's exec for a
// default export that is a RegExp, Function's apply): not the package's API.
function fromLib(s) {
  const ds = s.declarations || [];
  return ds.length > 0 && ds.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()));
}
function ownMember(s, sym) {
  const ds = s.declarations || [];
  if (ds.length === 0) return true; // synthetic (mapped types): keep
  // A JavaScript constructor function's members are assignments
  // (`F.prototype.write = …`, `this.text = …`): the compiler binds them
  // to the function's symbol, which is their parent.
  if (s.parent && (s.parent === sym || checker.getMergedSymbol(s.parent) === sym)) return true;
  return ds.some((d) => d.parent && d.parent.symbol && (d.parent.symbol === sym || checker.getMergedSymbol(d.parent.symbol) === sym));
}
// classOfValue is the class a variable holds (`const WebSocket: typeof
// WebSocketAlias` inside a namespace merged with an `export =` class):
// the value's type is that class's constructor type, so its members
// are reached through the variable's name.
function classOfValue(sym) {
  if (!(sym.flags & ts.SymbolFlags.Variable) || sym.flags & ts.SymbolFlags.Class) return undefined;
  try {
    const t = checker.getTypeOfSymbol(sym);
    const c = t && t.symbol;
    if (c && c.flags & ts.SymbolFlags.Class && checker.getTypeOfSymbol(c) === t) return c;
  } catch (e) {}
  return undefined;
}
function membersOf(parentName, sym) {
  const out = [];
  const names = new Set();
  const push = (s) => {
    if (!s || names.has(s.name) || s.name === "prototype" || s.name === "constructor" || s.name.startsWith("__") || !isPublic(s) || fromLib(s)) return;
    names.add(s.name);
    out.push(s);
  };
  try {
    const held = classOfValue(sym);
    if (held) {
      checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(held)).filter((s) => ownMember(s, held)).forEach(push);
      checker.getPropertiesOfType(checker.getTypeOfSymbol(held)).forEach(push); // statics
    }
    if (sym.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
      // Members declared on the type itself; inherited ones are their
      // base type's members (measured there, under their own parent).
      checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(sym)).filter((s) => ownMember(s, sym)).forEach(push);
    }
    if (sym.flags & ts.SymbolFlags.Class) {
      checker.getPropertiesOfType(checker.getTypeOfSymbol(sym)).forEach(push); // statics
    }
    // A namespace's exports, also when the namespace merges with a class
    // (`declare class E {…}; declare namespace E { type EventNames … }`):
    // `E.EventNames` is a name the compiler resolves.
    if (sym.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) {
      checker.getExportsOfModule(sym).forEach((s) => push(s));
    }
    if (sym.flags & ts.SymbolFlags.Enum) {
      checker.getExportsOfModule(sym).forEach(push);
    }
  } catch (e) {}
  let n = 0;
  for (const s of out) {
    if (n++ >= MAX_MEMBERS) break;
    add(parentName + "." + s.name, resolve(s), parentName, s.name);
  }
}

// extract reads one view of the package, the module symbol mod that an
// import resolves to, into items.
function extract(mod) {
  items = [];
  seen = new Set();
  const exportEquals = !!(mod.exports && mod.exports.has("export="));
  const decl = (mod.declarations || [])[0];
  const ambient = !!decl && decl.kind === ts.SyntaxKind.ModuleDeclaration && ts.isStringLiteral(decl.name);
  const resolvedFile = decl ? decl.getSourceFile().fileName : "";
  const exported = checker.getExportsOfModule(mod);
  const target = exportEquals ? checker.resolveExternalModuleSymbol(mod) : undefined;
  // notOwnTop: for `export =` of a class, the module's exports are the
  // properties of its constructor type, which include the implicit
  // `prototype` (declared by nobody) and the statics it inherits from a
  // base class (Node's Stream and EventEmitter statics under a class that
  // extends Stream). Those are the base's members, measured under their own
  // parent as membersOf measures inherited instance members (ownMember);
  // what the class and a namespace merged with it declare stays.
  function notOwnTop(s) {
    if (!target || target === mod || !(target.flags & ts.SymbolFlags.Class)) return false;
    if (s.flags & ts.SymbolFlags.Prototype) return true;
    const ds = s.declarations || [];
    if (ds.length === 0 || !s.parent) return false;
    const owner = checker.getMergedSymbol(s.parent);
    if (owner === checker.getMergedSymbol(target)) return false;
    return !!(owner.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule));
  }
  const tops = [];
  for (const s of exported) {
    if (s.name === "default" || s.name === "__esModule" || s.name === "export=") continue;
    if (notOwnTop(s)) continue;
    const r = resolve(s);
    add(s.name, r);
    tops.push([s.name, r]);
  }
  if (exportEquals) {
    // `export =` of a value: its properties are what `require(pkg).x` reaches.
    // The exported value itself (a function, class or variable), by the
    // name its declaration gives it.
    if (target && target !== mod && target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Variable)) {
      const n = declName(target);
      if (n && !seen.has(n)) {
        add(n, target, "", "", "export=");
        tops.push([n, target]);
      }
    }
    if (target && target.flags & ts.SymbolFlags.Value) {
      const t = checker.getTypeOfSymbol(target);
      for (const p of checker.getPropertiesOfType(t)) {
        if (p.name === "prototype" || p.name.startsWith("__") || !isPublic(p) || fromLib(p) || notOwnTop(p)) continue;
        const r = resolve(p);
        add(p.name, r);
        tops.push([p.name, r]);
      }
    }
  }
  for (const [name, sym] of tops) membersOf(name, sym);
  // The default export: members of its type, under its own name.
  const def = exported.find((s) => s.name === "default");
  if (def) {
    const r = resolve(def);
    // export * as default from './base.js': the module's symbol, named by
    // its quoted file path; importers call it "default".
    const name = r.flags & ts.SymbolFlags.ValueModule && r.name.startsWith('"') ? "default" : declName(r);
    if (name && seen.has(name) && !seen.has("default")) {
      // `export default expand` beside `export { expand }`: "default" is an
      // export of its own, the same value as a name already listed.
      add("default", r, "", "", "default export");
    }
    if (name && !seen.has(name)) {
      add(name, r, "", "", "default export");
      try {
        const t = checker.getTypeOfSymbol(r);
        let n = 0;
        for (const p of checker.getPropertiesOfType(t)) {
          if (p.name === "prototype" || p.name.startsWith("__") || !isPublic(p) || fromLib(p)) continue;
          if (n++ >= MAX_MEMBERS) break;
          add(name + "." + p.name, resolve(p), name, p.name);
        }
      } catch (e) {}
      membersOf(name, r);
    }
  }
  return { items, exportEquals, ambient, resolvedFile, tops };
}

const cjs = extract(mod);
// Inherited members addressed through the child (`app.get` on a class
// that extends a base declared in another file of the package): the
// members above are measured under the parent that declares them, so
// `Child.inherited` is listed here, apart, for check_package_api. Only
// members the package itself declares (in its own or its @types folder)
// count: one from Node's EventEmitter or another package is beyond what
// a provider reading this package can vouch for. inheritedWrong are
// made-up members on children whose whole base chain the package
// declares, so the compiler's "no such property" is the truth.
const pkgDirs = [path.join(project, "node_modules", pkg), path.join(project, "node_modules", "@types", pkg.startsWith("@") ? pkg.slice(1).replace("/", "__") : pkg)].map((d) => d + path.sep);
function inPackage(s) {
  const ds = s.declarations || [];
  return ds.length > 0 && ds.every((d) => pkgDirs.some((p) => path.resolve(d.getSourceFile().fileName).startsWith(p)));
}
// closedChain: every base type, transitively, is declared in the package.
function closedChain(t, depth) {
  if (depth > 20) return false;
  let bases = [];
  try {
    bases = checker.getBaseTypes(t) || [];
  } catch (e) {
    return false;
  }
  for (const b of bases) {
    const bs = b.symbol || b.aliasSymbol;
    if (!bs || !inPackage(bs)) return false;
    if (!(b.flags & ts.TypeFlags.Object) || !(b.objectFlags & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface))) {
      if (!(b.objectFlags & ts.ObjectFlags.Reference)) return false;
    }
    if (!closedChain(b.target || b, depth + 1)) return false;
  }
  return true;
}
const inherited = [];
const inheritedWrong = [];
const inhSeen = new Set();
for (const [name, sym] of cjs.tops) {
  if (!(sym.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) || inhSeen.has(name)) continue;
  inhSeen.add(name);
  let t, props;
  try {
    t = checker.getDeclaredTypeOfSymbol(sym);
    if (!(checker.getBaseTypes(t) || []).length) continue;
    props = checker.getPropertiesOfType(t);
  } catch (e) {
    continue;
  }
  const own = new Set(props.map((p) => p.name));
  let statics = [];
  if (sym.flags & ts.SymbolFlags.Class) {
    try {
      statics = checker.getPropertiesOfType(checker.getTypeOfSymbol(sym)).map((p) => p.name);
    } catch (e) {}
  }
  const closed = closedChain(t, 0);
  let n = 0;
  for (const p of props) {
    if (ownMember(p, sym) || p.name === "constructor" || p.name.startsWith("__") || !isPublic(p) || fromLib(p) || !inPackage(p)) continue;
    if (seen.has(name + "." + p.name) || n++ >= MAX_MEMBERS) continue;
    const r = resolve(p);
    inherited.push({ name: name + "." + p.name, parent: name, member: p.name, kind: kindOf(r), signature: signature(r), doc: "" });
    if (!closed || p.name.length < 3) continue;
    // One made-up name per inherited member: two middle letters swapped
    // (or one dropped), kept only when neither side has it.
    const m = p.name.split("");
    const i = Math.floor((m.length - 1) / 2);
    if (m[i] !== m[i + 1]) [m[i], m[i + 1]] = [m[i + 1], m[i]];
    else m.splice(i, 1);
    const w = m.join("");
    if (!own.has(w) && !statics.includes(w) && !seen.has(name + "." + w)) inheritedWrong.push(name + "." + w);
  }
}
// reachable: names the ES module view adds (a package whose "import"
// condition has declarations of its own): real names an ES module
// importer reaches, right when an outline shows them, though the
// require view above is what recall is measured on.
const reachable = [];
const esm = moduleOf(esmProbe);
if (esm && esm !== mod) {
  const have = new Set(cjs.items.map((it) => it.name));
  for (const it of extract(esm).items) {
    if (!have.has(it.name)) reachable.push(it.name);
  }
}
console.log(JSON.stringify({ items: cjs.items, exportEquals: cjs.exportEquals, ambient: cjs.ambient, resolvedFile: path.relative(project, cjs.resolvedFile), reachable, inherited, inheritedWrong }));
