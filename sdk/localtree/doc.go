// Package localtree serves a local directory tree (a project the agent works
// in, a `replace` directory, vendor/) as an fs.FS that never follows a
// symbolic link.
//
// Local trees are untrusted: a cloned repository can ship
// `README.md -> /proc/self/environ` or a link to ~/.netrc, and anything
// the provider reads ends up in the agent's context. os.DirFS follows
// such links. This package opens every name through an os.Root (so no
// path, however it is spelled, resolves outside the tree) and, on top of
// that, refuses any path one of whose elements is a symbolic link, even
// one pointing inside the tree: a link to .git/config or .env stays inside
// the root and still holds secrets, and documentation and Go sources are
// virtually never links. Directory listings leave links out, so go/build,
// package walks and README lookups behave as if they were not there.
// Only regular files and directories are opened (a FIFO would block).
//
// The element checks and the open are separate system calls; a link
// swapped in between by a concurrent writer is still confined to the
// root by os.Root.
//
// Read a file of the tree with sdk/localfile's ReadFS, which bounds its
// size: localtree.Dir(project) and localfile.ReadFS(tree, "go.mod", max).
package localtree
