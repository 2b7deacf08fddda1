// Package npmname validates npm package names and dist-tags the way the npm
// CLI does (validate-npm-package-name, "valid for old packages"), and derives
// the names and URL forms the rest of the provider needs: the @types package
// for a name, the registry path with the scope slash escaped, the on-disk
// path inside node_modules.
//
// Every name reaches us from an agent, so it is untrusted: a name that
// passes Validate is safe to join onto a node_modules path and to put into a
// registry URL.
package npmname
