// Command pkgdocs-provider-mdfolder is the example third-party provider:
// documentation from a local folder of Markdown files ($PKGDOCS_MDFOLDER_DIR).
package main
