// Package lockfile finds the version of a dependency that a project's
// lockfile pins: package-lock.json (v1, v2, v3), npm-shrinkwrap.json,
// pnpm-lock.yaml (v5, v6, v9), yarn.lock (classic v1 and berry),
// bun.lock (bun's text lockfile; the binary bun.lockb is not read) and
// deno.lock (v3 to v5, its npm: packages). It reads only; it never runs a
// package manager.
//
// A lockfile may hold several versions of one package (nested installs,
// different ranges). Find prefers the entry the project itself depends on:
// the one hoisted for (or nested under) the project directory, the one
// whose recorded range equals the package.json range, else the highest.
// Aliases ("foo": "npm:bar@1") resolve to the real package name. A
// package a lockfile takes from a git repository or a tarball URL keeps
// that origin (Entry.Origin): the registry's release of the same number is
// another package. Bun's binary bun.lockb is not read; Find says so
// (BinaryLockError) rather than reading a lockfile further up.
//
// A directory may hold lockfiles of several package managers (one left
// over from before a switch); the project's package manager's is read,
// known from package.json's packageManager field or its config and
// install state, and the entry notes the others when they disagree.
package lockfile
