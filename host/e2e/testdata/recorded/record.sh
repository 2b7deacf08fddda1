#!/usr/bin/env bash
# Records the real packages check_package_api's end-to-end tests run the Go
# and npm providers against (check_test.go). Run from this directory.
#
# Go: module files of github.com/google/uuid v1.3.0 to v1.6.0 (every release
# between, so the history check_package_api reads is the real one) as the go
# command downloads them from your GOPROXY (copied from the module cache),
# served by the tests as a GOPROXY. npm: commander 7.2.0, 8.3.0 and 9.5.0 from the
# registry of your npm configuration (never written here); the packument is
# trimmed to those versions (9.5.0 as latest) and the registry's origin
# rewritten to http://registry.invalid, which the tests replace with their
# server's URL. Tarballs are stored byte for byte, so integrity verifies.
set -euo pipefail

go_mod() { # go_mod MODULE VERSION...
	local mod=$1; shift
	local dir=goproxy/$mod/@v
	mkdir -p "$dir"
	: >"$dir/list"
	for v in "$@"; do
		local info
		info=$(go mod download -json "$mod@$v")
		for pair in info:Info mod:GoMod zip:Zip; do
			cp "$(printf '%s' "$info" | python3 -c "import json,sys; print(json.load(sys.stdin)['${pair#*:}'])")" "$dir/$v.${pair%%:*}"
		done
		echo "$v" >>"$dir/list"
	done
}
go_mod github.com/google/uuid v1.3.0 v1.3.1 v1.4.0 v1.5.0 v1.6.0

reg=$(npm config get registry 2>/dev/null | tail -n1)
reg=${reg%/}
origin=$(printf '%s' "$reg" | sed -E 's#^(https?://[^/]+).*#\1#')
npm_pkg() { # npm_pkg NAME LATEST VERSION...
	local name=$1 latest=$2; shift 2
	mkdir -p "npm/$name/-"
	for v in "$@"; do
		curl -fsS "$reg/$name/$v" | sed "s#$origin#http://registry.invalid#g" >"npm/$name/$v.json"
		curl -fsS "$reg/$name/-/$name-$v.tgz" -o "npm/$name/-/$name-$v.tgz"
	done
	cp "npm/$name/$latest.json" "npm/$name/latest.json"
	curl -fsS -H 'Accept: application/vnd.npm.install-v1+json' "$reg/$name" |
		python3 -c "
import json, sys
keep = sys.argv[1:-1]; latest = sys.argv[-1]
d = json.load(sys.stdin)
d['versions'] = {v: d['versions'][v] for v in keep}
d['dist-tags'] = {'latest': latest}
if 'time' in d: d['time'] = {k: v for k, v in d['time'].items() if k in keep or k in ('created', 'modified')}
json.dump(d, sys.stdout)
" "$@" "$latest" | sed "s#$origin#http://registry.invalid#g" >"npm/$name.json"
}
npm_pkg commander 9.5.0 7.2.0 8.3.0 9.5.0
