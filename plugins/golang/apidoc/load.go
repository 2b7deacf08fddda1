package apidoc

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/doc"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// ErrNoPackage reports a directory without buildable Go files.
var ErrNoPackage = errors.New("no Go package in directory")

// ErrTooLarge reports a package whose sources exceed Options limits.
var ErrTooLarge = errors.New("package sources exceed the size limit")

// Options tune Load. The zero value documents the running platform with
// default limits.
type Options struct {
	// Context selects files by build constraints. Nil means build.Default
	// (the running GOOS/GOARCH and cgo setting), which is what `go doc` uses.
	Context *build.Context
	// MaxFileBytes caps one source file; zero means 16 MiB (larger than any
	// hand-written file; generated tables in golang.org/x/text reach a few MiB).
	MaxFileBytes int64
	// MaxTotalBytes caps the package's sources including tests; zero means
	// 128 MiB.
	MaxTotalBytes int64
	// NoExamples skips parsing _test.go files.
	NoExamples bool
	// AnyPlatform documents a package that Context selects no file of (all
	// its files are for other systems) for the first platform that builds
	// it, as pkg.go.dev does; Package.Platform says which. False means
	// ErrNoPackage, as `go doc` says on the running platform.
	AnyPlatform bool

	// reads, when set, counts the files whose headers go/build opens
	// (List's bound).
	reads *int
}

func (o Options) maxFile() int64 {
	if o.MaxFileBytes > 0 {
		return o.MaxFileBytes
	}
	return 16 << 20
}

func (o Options) maxTotal() int64 {
	if o.MaxTotalBytes > 0 {
		return o.MaxTotalBytes
	}
	return 128 << 20
}

// Load reads the package in directory dir of fsys and documents it under
// importPath. dir uses fs.FS path syntax ("." for the root).
func Load(fsys fs.FS, dir, importPath string, opt Options) (*Package, error) {
	if !fs.ValidPath(dir) {
		return nil, fmt.Errorf("load %s: invalid directory %q", importPath, dir)
	}
	bp, bctx, err := importDir(fsys, dir, opt)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", importPath, err)
	}
	fset := token.NewFileSet()
	var total int64
	parse := func(names []string) ([]*ast.File, error) {
		var files []*ast.File
		for _, name := range names {
			p := path.Join(dir, name)
			src, err := readFile(fsys, p, opt.maxFile())
			if err != nil {
				return nil, err
			}
			total += int64(len(src))
			if total > opt.maxTotal() {
				return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, opt.maxTotal())
			}
			f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
			if err != nil {
				return nil, fmt.Errorf("parse %s: %w", p, err)
			}
			files = append(files, f)
		}
		return files, nil
	}
	srcNames := append(slices.Clone(bp.GoFiles), bp.CgoFiles...)
	slices.Sort(srcNames)
	files, err := parse(srcNames)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", importPath, err)
	}
	var testFiles []*ast.File
	if !opt.NoExamples {
		testNames := append(slices.Clone(bp.TestGoFiles), bp.XTestGoFiles...)
		slices.Sort(testNames)
		// A broken test file must not hide the package's API: examples are a
		// bonus, so a test file that does not parse is skipped.
		for _, name := range testNames {
			tf, err := parse([]string{name})
			if errors.Is(err, ErrTooLarge) {
				break
			}
			if err == nil {
				testFiles = append(testFiles, tf...)
			}
		}
	}
	pkg, err := newPackage(fset, bp, files, testFiles, importPath)
	if err != nil {
		return nil, err
	}
	pkg.Platform = platformOf(bctx)
	pkg.OtherPlatform = platformOf(bctx) != platformOf(opt.context())
	pkg.CgoOnly = cgoOnly(fsys, dir, bp, bctx, opt)
	pkg.Complete = leftOutComplete(bp, files, readLeftOut(fsys, dir, opt, &total))
	return pkg, nil
}

// context is the build context asked for.
func (o Options) context() build.Context {
	if o.Context != nil {
		return *o.Context
	}
	return build.Default
}

// importDir selects the files of dir the way `go doc` does, through
// go/build with file-system hooks so any fs.FS works, and returns the
// build context that selected them: opt's, or with opt.AnyPlatform the
// first of platformsAfter when opt's selects none.
func importDir(fsys fs.FS, dir string, opt Options) (*build.Package, build.Context, error) {
	ctx := opt.context()
	// No GOROOT/GOPATH: the import path is ours to give, and go/build must
	// not look outside fsys.
	ctx.GOROOT, ctx.GOPATH = "", ""
	ctx.JoinPath = func(elem ...string) string { return path.Join(elem...) }
	ctx.SplitPathList = func(string) []string { return nil }
	ctx.IsAbsPath = path.IsAbs
	ctx.HasSubdir = func(string, string) (string, bool) { return "", false }
	ctx.IsDir = func(p string) bool {
		fi, err := fs.Stat(fsys, p)
		return err == nil && fi.IsDir()
	}
	ctx.ReadDir = func(p string) ([]fs.FileInfo, error) {
		entries, err := fs.ReadDir(fsys, p)
		if err != nil {
			return nil, err
		}
		infos := make([]fs.FileInfo, 0, len(entries))
		for _, e := range entries {
			// Without examples, test files are never parsed: go/build need
			// not read their headers either (half the files of GOROOT,
			// which List walks for the standard library).
			if opt.NoExamples && strings.HasSuffix(e.Name(), "_test.go") {
				continue
			}
			fi, err := e.Info()
			if err != nil {
				return nil, err
			}
			infos = append(infos, fi)
		}
		return infos, nil
	}
	// go/build reads a file's header only (up to its imports): the rest is
	// not read, but the file's size is still checked against the limit.
	ctx.OpenFile = func(p string) (io.ReadCloser, error) {
		if opt.reads != nil {
			*opt.reads++
		}
		r, err := localfile.OpenFS(fsys, p, opt.maxFile())
		var tooLarge *localfile.TooLargeError
		if errors.As(err, &tooLarge) {
			return nil, fmt.Errorf("%w: %w", ErrTooLarge, err)
		}
		return r, err
	}
	if fi, err := fs.Stat(fsys, dir); err != nil {
		return nil, ctx, err
	} else if !fi.IsDir() {
		return nil, ctx, fmt.Errorf("%s: not a directory", dir)
	}
	bp, err := importSource(ctx, dir)
	var noGo *build.NoGoError
	if errors.As(err, &noGo) && opt.AnyPlatform && bp != nil && slices.ContainsFunc(bp.IgnoredGoFiles, isSource) {
		// Files constrained to other systems: the first platform that
		// builds them. A file excluded everywhere (//go:build ignore)
		// keeps the directory out on every one.
		for _, c := range platformsAfter(ctx) {
			// An error other than "no files" (two package clauses on
			// that system) passes it over too.
			if other, err := importSource(c, dir); err == nil {
				return other, c, nil
			}
		}
		// Files built only with a tag of their own (//go:build gofuzz,
		// tools, ruleguard): with those tags set, here first.
		if tags := customTags(ctx, dir, bp.IgnoredGoFiles); len(tags) > 0 {
			tagged := ctx
			tagged.BuildTags = append(slices.Clone(ctx.BuildTags), tags...)
			for _, c := range append([]build.Context{tagged}, platformsAfter(tagged)...) {
				if other, err := importSource(c, dir); err == nil {
					return other, c, nil
				}
			}
		}
	}
	if err != nil {
		if errors.As(err, &noGo) {
			return nil, ctx, fmt.Errorf("%w %s", ErrNoPackage, dir)
		}
		return nil, ctx, err
	}
	return bp, ctx, nil
}

// cgoOnly returns what the package in dir needs to build when it does
// not build without cgo on bctx's platform: its cgo files are left out
// and no file takes their place (h2non/bimg: libvips through pkg-config;
// a package with a "!cgo" fallback file, as net and os/user have, builds
// either way). bp is what bctx selected: with cgo on, the cgo build; with
// it off (CGO_ENABLED=0), the build without, which lacks the cgo files'
// names (CgoNeeds.Off). Nil for any other package.
func cgoOnly(fsys fs.FS, dir string, bp *build.Package, bctx build.Context, opt Options) *CgoNeeds {
	if bctx.CgoEnabled && len(bp.CgoFiles) == 0 || !bctx.CgoEnabled && !slices.ContainsFunc(bp.IgnoredGoFiles, isSource) {
		// No cgo file, or none left out: the second look is for these
		// only (it reads every file's header again).
		return nil
	}
	other := bctx
	other.CgoEnabled = !bctx.CgoEnabled
	o := opt
	o.Context, o.AnyPlatform = &other, false
	obp, _, err := importDir(fsys, dir, o)
	withCgo, without := bp, obp
	if !bctx.CgoEnabled {
		withCgo, without = obp, bp
	}
	switch {
	case withCgo == nil || len(withCgo.CgoFiles) == 0:
		return nil
	case errors.Is(err, ErrNoPackage):
	case err != nil:
		return nil
	case slices.ContainsFunc(without.GoFiles, func(f string) bool { return !slices.Contains(withCgo.GoFiles, f) }):
		return nil // a fallback for builds without cgo
	}
	need := &CgoNeeds{CXX: len(withCgo.CXXFiles) > 0, PkgConfig: slices.Clone(withCgo.CgoPkgConfig), Off: !bctx.CgoEnabled}
	for _, f := range withCgo.CgoLDFLAGS {
		if lib, ok := strings.CutPrefix(f, "-l"); ok && lib != "" && !slices.Contains(need.Libs, lib) {
			need.Libs = append(need.Libs, lib)
		}
	}
	slices.Sort(need.PkgConfig)
	need.PkgConfig = slices.Compact(need.PkgConfig)
	return need
}

// importSource is importComments for a directory that has source files:
// one with only _test.go files (golang.org/x/vulndb's root), which
// go/build imports, is no package, as `go doc` says ("no source-code
// package in directory").
func importSource(c build.Context, dir string) (*build.Package, error) {
	bp, err := importComments(c, dir)
	if err == nil && len(bp.GoFiles)+len(bp.CgoFiles) == 0 {
		return bp, &build.NoGoError{Dir: dir}
	}
	return bp, err
}

// importComments reads a package directory's file list and import comment.
// Files whose import comments disagree (a test file copied from another
// project keeping its "// import" comment) are read without comments:
// `go doc` stops there, but in module mode the go command ignores import
// comments and builds the package, so it has documentation.
func importComments(c build.Context, dir string) (*build.Package, error) {
	bp, err := c.ImportDir(dir, build.ImportComment)
	var noGo *build.NoGoError
	if err != nil && !errors.As(err, &noGo) {
		if plain, err2 := c.ImportDir(dir, 0); err2 == nil {
			return plain, nil
		}
	}
	return bp, err
}

// isSource reports whether a file name is a Go file that is no test.
func isSource(name string) bool {
	return strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go")
}

func readFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	data, err := localfile.ReadFS(fsys, name, limit)
	var tooLarge *localfile.TooLargeError
	if errors.As(err, &tooLarge) {
		return nil, fmt.Errorf("%w: %w", ErrTooLarge, err)
	}
	return data, err
}

// isExported reports whether name starts with an upper-case letter.
func isExported(name string) bool { return token.IsExported(name) }

// newDocPackage builds the go/doc view the way `go doc` does: AllDecls, so
// typed constants of unexported types are not lost, then trimmed to exported
// names while printing.
func newDocPackage(fset *token.FileSet, files, testFiles []*ast.File, importPath string) (*doc.Package, error) {
	// NewFromFiles uses the _test.go files (package p or p_test) only for
	// examples.
	all := append(slices.Clone(files), testFiles...)
	onePackageComment(files)
	d, err := doc.NewFromFiles(fset, all, importPath, doc.AllDecls)
	if err != nil {
		return nil, err
	}
	return d, nil
}

// onePackageComment keeps each distinct package comment once, in the first
// file that has it. go/doc joins every file's package comment, as `go doc`
// prints them: a generated package whose files all carry the generator's
// comment above their package clause (1,136 copies of one sentence in one
// client package), or a license header written there in every file, made
// an overview of the same paragraph over and over, ahead of everything
// else on page one.
func onePackageComment(files []*ast.File) {
	seen := map[string]bool{}
	for _, f := range files {
		if f.Doc == nil {
			continue
		}
		text := strings.TrimSpace(f.Doc.Text())
		if seen[text] {
			f.Doc = nil
			continue
		}
		seen[text] = true
	}
}
