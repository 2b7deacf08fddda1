package mdfolder

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/folder"
)

// nameRE is the ecosystem's name rule, checked before any I/O.
var nameRE = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,99}$`)

// validName reports whether name is a package name of this ecosystem.
func validName(name string) bool { return nameRE.MatchString(name) && name != "." && name != ".." }

// pkg is a resolved package: the one version the folder holds.
type pkg struct {
	*folder.Package
	f folder.Folder
}

// resolve finds the package ref names at the version it asks for. A real
// provider resolves here, in order: the project's installed copy, its
// lockfile, its manifest's range, then the registry's latest (keeping
// what the registry said in an sdk/memo.Memo).
func (p *Provider) resolve(ctx context.Context, ref sdk.PackageRef) (*pkg, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !validName(ref.Name) {
		return nil, sdk.InvalidArgument("invalid package name %q: want lower-case letters, digits, '.', '_' or '-'", ref.Name)
	}
	f, err := p.folder()
	if err != nil {
		return nil, err
	}
	k, err := f.Package(ref.Name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, sdk.NotFound("package %q not found in %s", ref.Name, f.Dir())
	}
	if err != nil {
		return nil, fmt.Errorf("read package %s: %w", ref.Name, err)
	}
	if ref.Version != "" && ref.Version != "latest" && ref.Version != k.Version {
		return nil, sdk.NotFound("%s@%s not found: the folder has version %s", ref.Name, ref.Version, k.Version)
	}
	return &pkg{Package: k, f: f}, nil
}

// source says where the answer came from.
func (k *pkg) source() sdk.Source {
	return sdk.Source{Kind: sdk.SourceLocalFolder, Detail: filepath.Join(k.f.Dir(), k.Name), FetchedAt: k.ModTime}
}
