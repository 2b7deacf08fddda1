// Package npmrc reads the user's npm configuration the way the npm CLI
// layers it, to answer two questions: which registry serves a package, and
// which credential (if any) may be sent with a request to a given URL.
//
// Layers, highest priority first: explicit overrides (the request's registry),
// npm_config_* environment variables, the project's .npmrc (at the project
// root npm would use: the nearest directory at or above the project path
// holding package.json or node_modules; read only when the user chose the
// project, Options.ProjectTrusted, since an agent can name any directory
// and its .npmrc could send any environment variable to any host), then, for
// a member of a pnpm workspace, the .npmrc beside its pnpm-workspace.yaml
// (as pnpm reads it), the user's ~/.npmrc (or
// npm_config_userconfig), and the global npmrc (npm_config_globalconfig, else
// $prefix/etc/npmrc). When no layer sets "registry", the npm CLI itself is
// asked (`npm config get registry`), which also covers npm's builtin config;
// with no npm installed either, Load fails with a message saying how to set
// one.
//
// A Yarn Berry project (a .yarnrc.yml at its root, package.json's
// packageManager yarn@2 or later, or Berry's yarn.lock) is read as Yarn
// reads it, when the user chose it: YARN_NPM_REGISTRY_SERVER,
// YARN_NPM_AUTH_TOKEN and YARN_NPM_AUTH_IDENT over every file, then each
// .yarnrc.yml (or YARN_RC_FILENAME) from the project's directory up,
// the project .npmrc, then ~/.yarnrc.yml.
//
// A Bun project (bun.lock, bun.lockb, bunfig.toml, or packageManager
// bun@) is read as Bun reads it, when the user chose it (bunfig.go):
// BUN_CONFIG_REGISTRY and BUN_CONFIG_TOKEN over every file, every .npmrc
// over the project's bunfig.toml, which is over the user's
// ($XDG_CONFIG_HOME/.bunfig.toml, else ~/.bunfig.toml); their [install]
// registry and [install.scopes] become registry and @scope:registry
// entries, their tokens and passwords the credentials of those URLs.
//
// Credentials are keyed by "nerf darts" (//host[:port]/path/) and matched
// against the URL being fetched by longest prefix, exactly like
// npm-registry-fetch: a token for //host/api/npm/ is sent to
// https://host/api/npm/pkg but never to a tarball on another host or on the
// same host outside that path. Credentials never leave this package except
// as an Authorization header value; String and error messages never contain
// them.
package npmrc
