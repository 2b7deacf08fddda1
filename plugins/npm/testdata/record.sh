#!/usr/bin/env bash
# Records registry responses for the npm provider's offline tests.
#
# The registry comes from the user's npm configuration (never written
# here); every occurrence of its origin in the recorded JSON is rewritten to
# http://registry.invalid, which the tests' httptest server replaces with its
# own URL. Tarballs are stored byte for byte, so their integrity still
# verifies. Run from this directory: ./record.sh
set -euo pipefail
reg=$(npm config get registry 2>/dev/null | tail -n1)
reg=${reg%/}
origin=$(printf '%s' "$reg" | sed -E 's#^(https?://[^/]+).*#\1#')
out=registry
fetch() { # fetch PATH [ACCEPT]: store the response under registry/PATH(.json)
	local path=$1 accept=${2:-application/json} file
	file=$out/$path
	case $path in *.tgz) ;; *) file=$file.json ;; esac
	mkdir -p "$(dirname "$file")"
	curl -fsS -H "Accept: $accept" "$reg/$path" -o "$file"
	case $file in *.json) sed -i "s#$origin#http://registry.invalid#g" "$file" ;; esac
}
abbrev='application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*'

fetch is-number/7.0.0
fetch is-number/latest
fetch is-number "$abbrev"
fetch is-number/-/is-number-7.0.0.tgz
fetch @types%2fis-number/latest
fetch @types%2fis-number "$abbrev"
fetch @types/is-number/-/is-number-7.0.5.tgz
fetch @sindresorhus%2fis/4.6.0
fetch @sindresorhus%2fis/latest
fetch @sindresorhus%2fis "$abbrev"
fetch @sindresorhus/is/-/is-4.6.0.tgz
fetch left-pad/1.3.0
fetch left-pad/-/left-pad-1.3.0.tgz
# Old manifests (engines as an array in lodash 0.x) and types only in
# @types (lodash), for lenient decoding and name resolution.
fetch lodash "$abbrev"
fetch lodash/4.18.1
fetch lodash/latest
fetch lodash/-/lodash-4.18.1.tgz
fetch @types%2flodash/latest
fetch @types%2flodash/4.17.27
fetch @types/lodash/-/lodash-4.17.27.tgz
# No types anywhere (no bundled declarations, no @types): CommonJS and ESM.
fetch unpipe/latest
fetch unpipe/1.0.0
fetch unpipe/-/unpipe-1.0.0.tgz
fetch @types%2funpipe/latest || true # 404: there is none
fetch ucontent/latest
fetch ucontent/2.0.0
fetch ucontent/-/ucontent-2.0.0.tgz
# export = of overloads merged with a namespace that re-exports imported
# types (fastify).
fetch fastify/latest
fetch fastify/5.12.8
fetch fastify/-/fastify-5.12.8.tgz
# export = of a const typed by an intersection of interfaces and an inline
# object type (chalk 4).
fetch chalk/4.1.2
fetch chalk/-/chalk-4.1.2.tgz
# Subpath exports (nanoid/non-secure).
fetch nanoid/latest
fetch nanoid/6.0.2
fetch nanoid/-/nanoid-6.0.2.tgz
# A declaration file over 8 MiB (protobufjs's root.d.ts, 8.9 MB).
fetch @temporalio%2fproto/1.24.0
fetch @temporalio/proto/-/proto-1.24.0.tgz
if grep -rl "$origin" "$out"; then echo "registry origin left in fixtures" >&2; exit 1; fi
