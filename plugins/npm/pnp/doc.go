// Package pnp finds where a Yarn Plug'n'Play install keeps a package: a
// project installed with nodeLinker "pnp" (Yarn 2 and later's default) has
// no node_modules; Yarn writes the map of every package's location to
// .pnp.cjs (or .pnp.data.json with pnpEnableInlining: false), and the
// packages stay in the zip archives of Yarn's cache (the project's
// .yarn/cache, or the global one), unplugged ones in .yarn/unplugged.
//
// It reads the map as data, the JSON Yarn embeds in .pnp.cjs: it never
// runs the file. Locations are taken as Yarn resolves them, including its
// virtual packages (.yarn/__virtual__/<name>-virtual-<hash>/<depth>/<path>).
package pnp
