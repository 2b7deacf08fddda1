// Command npm computes pkgdocs' eval ground truth for npm packages: each
// corpus package is installed (`npm install --ignore-scripts`, from the
// machine's npm registry) into a project of its own under -work, with
// `@types/<name>` when the package ships no types, and truth.cjs reads the
// entry point's exports and members with the TypeScript compiler pinned in
// this directory's package-lock.json (`npm ci` here first; make eval does).
//
// Shapes: bundled (the package ships its .d.ts), export= (its types use
// `export =`), @types (typed by DefinitelyTyped), untyped (JavaScript
// only: the compiler infers it with allowJs), ambient (the module is
// declared as `declare module "name"`).
//
// Usage (from the repository root):
//
//	go run ./eval/groundtruth/npm -corpus ../shared/corpora/npm.txt -work eval/.cache/npm/work -out eval/.cache/npm/truth [-only a,b] [-jobs 2]
package main
