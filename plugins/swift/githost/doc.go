// Package githost reads what a code host publishes about a Swift package
// repository: its tags (through `git ls-remote --tags`, for any https or
// ssh host) and, for GitHub, the README, repository facts and the source
// archive at a tag through the REST API.
//
// It exists because most Swift packages are published only as git tags on
// a code host. git is run without a shell, with the URL as one argument
// after "--", with every transport but https and ssh refused and with no
// prompts; the GitHub token, when set, is sent to the API host only.
package githost
