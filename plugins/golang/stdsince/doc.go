// Package stdsince tells in which Go release a standard-library name
// appeared, from the toolchain's own record of it: the api/go1.N.txt
// files every Go distribution ships under GOROOT, which go vet's
// stdversion check also reads (through its generated copy). A module
// whose go.mod says an older go than that release may not use the name:
// vet reports it, and a build with that older toolchain fails.
package stdsince
