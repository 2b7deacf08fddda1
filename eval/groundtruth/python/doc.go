// Command python computes pkgdocs' eval ground truth for Python
// distributions installed from Debian (see eval/README.md).
//
// For each Debian package of a corpus (python3-requests, ...) it finds the
// distributions the package installed (its *.dist-info and *.egg-info
// directories, from dpkg's file list), lays out a project whose .venv sees
// them, and runs truth.py with that .venv's own interpreter, one
// subprocess per distribution with a timeout: the interpreter imports the
// modules and inspect reports names, members and signatures. pkgdocs
// itself never imports anything; only this harness does.
//
// Shapes:
//   - system-site: one project, <work>/system-site, whose .venv is made
//     by /usr/bin/python3 -m venv --system-site-packages (Debian's
//     dist-packages are visible through it), as most Debian users set up.
//   - venv: a plain venv per distribution (no system site packages), with
//     the distribution's files copied into its site-packages. Only a
//     distribution that is pure Python and requires nothing can live
//     there (pip cannot reach PyPI here to install dependencies); every
//     other one is written as unmeasured, saying why.
//
// Usage:
//
//	go run ./eval/groundtruth/python -corpus ../shared/corpora/python-debian.txt \
//	    -work eval/.cache/python/work -out eval/.cache/python/truth [-shape system-site,venv] [-only python3-requests,...]
//
// One JSON file per distribution lands in -out, named
// <shape>/<normalised name>@<version>.json; an existing file is kept
// (delete it, or pass -force, to recompute).
package main
