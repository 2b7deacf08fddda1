// Package python is the pkgdocs provider for Python packages
// (describe_python_package).
//
// It answers for the version the user's project uses: the distribution
// installed in the project's virtual environment, else the version a
// lockfile pins (uv.lock, poetry.lock, pdm.lock, Pipfile.lock,
// pylock.toml, requirements*.txt), else the newest release matching the
// project's pyproject.toml specifier; without a project, what the active
// environment has installed (as pip show would answer), else the index's
// newest release. Indexes are configured the way pip and uv read them.
//
// The API outline is read statically from .pyi and .py files (package
// pyapi): no third-party code is imported or run, nothing is installed.
// A package that is not installed is read from its wheel or sdist,
// downloaded into memory, size-capped and sha256-verified. The standard
// library comes from the interpreter's Lib/ directory; only modules
// written in C are asked of the interpreter itself, with a fixed script.
//
// Further docs (the docs/ or doc/ .md, .rst and .txt files) and examples/
// scripts exist only in an sdist: they are read from the sdist the answer
// comes from, or, when a wheel is, from the release's sdist downloaded
// alongside when the index lists one of at most Config.MaxDocsSdistBytes
// (8 MiB). GetDoc serves them (reST as Markdown), the README and its
// sections. Installed packages have none: site-packages holds no docs.
//
// Layout: provider.go (Config, New, Info), describe.go, getdoc.go
// (GetDoc), docfiles.go (an sdist's docs), complete.go,
// resolve.go (which version, from where), load.go (reading a
// distribution's files), stdlib.go; sub-packages pyname (names), pyapi
// (the scanner), sitepkgs (environments), lockfile (lockfiles and
// pyproject), pyindex (indexes), rst (reStructuredText to Markdown).
package python
