package fingerprint

// localVars name where a tool keeps machine-local state: caches, build
// and temporary directories, telemetry. Providers declare some of them
// (they must get them: the go command needs GOMODCACHE to find the module
// cache), but they decide no registry and no credential, and two hosts
// whose caches live in different places give the same answers: the
// fingerprint leaves them out, so replicas share answers through a fleet
// cache. A directory that holds configuration (CARGO_HOME, GOENV) counts
// through the declared files it holds, which are hashed by content.
var localVars = map[string]bool{
	// The go command's caches, temp dir, install dir and telemetry.
	"GOMODCACHE": true, "GOCACHE": true, "GOCACHEPROG": true, "GOTMPDIR": true, "GOBIN": true,
	"GOTELEMETRY": true, "GOTELEMETRYDIR": true, "GOPATH": true,
	// Cargo's and rustup's homes (their config files are declared apart)
	// and build output.
	"CARGO_HOME": true, "CARGO_TARGET_DIR": true, "CARGO_BUILD_TARGET_DIR": true,
	// pip's, uv's, Poetry's and npm's caches; Python's bytecode cache.
	"PIP_CACHE_DIR": true, "PIP_NO_CACHE_DIR": true, "UV_CACHE_DIR": true, "UV_NO_CACHE": true,
	"POETRY_CACHE_DIR": true, "PYTHONPYCACHEPREFIX": true, "PYTHONDONTWRITEBYTECODE": true,
	"NPM_CONFIG_CACHE": true, "npm_config_cache": true,
	// Temporary directories.
	"TMPDIR": true, "TEMP": true, "TMP": true, "XDG_CACHE_HOME": true,
}
