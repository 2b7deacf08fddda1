module github.com/RoaringBitmap/roaring/v2

go 1.24.0

toolchain go1.24.4

require (
	github.com/bits-and-blooms/bitset v1.24.4
	github.com/google/uuid v1.6.0
	github.com/mschoch/smat v0.2.0
	github.com/stretchr/testify v1.11.1
	golang.org/x/sys v0.30.0
)

require (
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/mdempsky/unconvert v0.0.0-20250216222326-4a038b3d31f5 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	golang.org/x/mod v0.23.0 // indirect
	golang.org/x/sync v0.11.0 // indirect
	golang.org/x/text v0.22.0 // indirect
	golang.org/x/tools v0.30.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)

tool github.com/mdempsky/unconvert
