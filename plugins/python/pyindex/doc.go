// Package pyindex talks to Python package indexes: PyPI's JSON API
// (/pypi/<name>/json) when the index is PyPI, the PEP 691 simple JSON API
// (PEP 503 HTML as fallback, PEP 658 metadata files) for any other index,
// and downloads a release's wheel or sdist, size-capped and verified
// against the sha256 the index publishes.
//
// The index configuration is read the way pip and uv read it (config.go):
// PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, pip.conf, uv.toml, UV_INDEX_URL,
// UV_DEFAULT_INDEX, UV_INDEX, [tool.uv.index] and Poetry sources, with
// credentials from URL userinfo, netrc and UV_INDEX_<NAME>_USERNAME /
// _PASSWORD. A credential is sent only to URLs under its own index's
// prefix, never to the file host an index redirects or links to.
package pyindex
