// Command swift computes pkgdocs' eval ground truth for Swift packages: an
// independent reading of their sources (its own lexer and declaration
// scanner, not pkgdocs' swiftsrc), so that a shared mistake cannot make
// pkgdocs look right.
//
// For each package of the corpus directory (a subdirectory with
// SOURCE.txt naming its repository, tag and revision) it lays out a
// project as SwiftPM leaves one after `swift package resolve`:
// Package.swift depending on the repository at that tag,
// Package.resolved (version 2) pinning tag and revision, and
// .build/checkouts/<Repo> a copy of the package; shape `checkouts`. The
// truth lists the public and open API of the targets of the manifest's
// library products, both branches of every #if, with signatures as Swift
// symbol graphs print them, and the symbol links of its DocC catalogs'
// Topics sections.
//
// Usage (from the repository root):
//
//	go run ./eval/groundtruth/swift -corpus ../shared/fixtures/swift-corpus -work eval/.cache/swift/work -out eval/.cache/swift/truth [-only a,b]
//
// One JSON file per package lands in -out/checkouts/. eval/groundtruth/README.md
// says exactly what is listed and what is not.
package main
