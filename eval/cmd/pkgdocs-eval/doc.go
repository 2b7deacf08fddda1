// Command pkgdocs-eval is make eval: for each ecosystem it runs the ground
// truth extractor (eval/README.md), starts the built host (`bin/pkgdocs
// serve`) over stdio with mcp-go's client, one long session per
// ecosystem whose client offers the projects' directory as its root, and
// measures every package; then it writes eval/out/report.{md,json} and,
// with -ci, compares the figures with eval/thresholds.json.
//
//	go run ./eval/cmd/pkgdocs-eval [-eco go,npm] [-ci] [-update-thresholds]
package main
