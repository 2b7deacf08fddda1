// Package lockfile reads the versions a Python project pins and the
// dependencies it declares: uv.lock, poetry.lock, pdm.lock, Pipfile.lock,
// pylock.toml (PEP 751), requirements*.txt and requirements/*.txt (with -r
// includes and index options) and pyproject.toml (PEP 621 dependencies and
// optional groups, PEP 735 dependency groups, Poetry's tables). A pin a
// lockfile takes from a VCS repository or an archive URL keeps that origin
// (Pin.Origin): an index's release of the same number is another
// distribution.
//
// Reads are bounded and never leave the project directory: a -r include
// that points outside it, or through a symlink, is ignored.
package lockfile
