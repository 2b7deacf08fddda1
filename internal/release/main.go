package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
)

// Targets are the platforms a release is built for.
var Targets = []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64"}

// extras are the files beside the binary in every archive, from the
// module root.
var extras = []string{"README.md", "docs/install.md"}

// versionVars are the variables the version is stamped into: the host's
// and the SDK's (see internal/version).
var versionVars = []string{
	"github.com/pkgdocs/pkgdocs/internal/version.Version",
	"github.com/pkgdocs/pkgdocs/sdk/internal/version.Version",
}

// Options is one release build.
type Options struct {
	Root    string    // the module root
	Version string    // stamped into the binaries and named in the archives
	Out     string    // where the archives and SHA256SUMS go
	Targets []string  // GOOS/GOARCH
	Tags    string    // build tags
	MTime   time.Time // every archive entry's time, so archives are reproducible
}

func main() {
	var o Options
	targets := flag.String("targets", strings.Join(Targets, ","), "GOOS/GOARCH list")
	mtime := flag.Int64("mtime", 0, "archive entries' time, Unix seconds (make passes the commit's time)")
	flag.StringVar(&o.Version, "version", "", "the version to stamp (make passes git describe)")
	flag.StringVar(&o.Out, "out", "dist", "output directory")
	flag.StringVar(&o.Tags, "tags", "grpcnotrace", "build tags")
	flag.Parse()
	o.Root, _ = os.Getwd()
	o.Targets = strings.Split(*targets, ",")
	o.MTime = time.Unix(*mtime, 0).UTC()
	files, err := Build(o, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
	for _, f := range files {
		fmt.Println(f)
	}
}

// ArchiveName is the archive of version for target, without directory.
func ArchiveName(version, target string) string {
	goos, goarch, _ := strings.Cut(target, "/")
	ext := ".tar.gz"
	if goos == "windows" {
		ext = ".zip"
	}
	return fmt.Sprintf("pkgdocs_%s_%s_%s%s", version, goos, goarch, ext)
}

// Build builds every target's archive and the checksums file into o.Out,
// and returns their paths.
func Build(o Options, log io.Writer) ([]string, error) {
	if o.Version == "" || strings.ContainsAny(o.Version, "/\\ \t\n'\"") {
		return nil, fmt.Errorf("version %q: want a tag-like version such as v1.2.3", o.Version)
	}
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return nil, err
	}
	var archives []string
	for _, t := range o.Targets {
		goos, goarch, ok := strings.Cut(t, "/")
		if !ok || goos == "" || goarch == "" {
			return nil, fmt.Errorf("target %q: want GOOS/GOARCH", t)
		}
		stage, err := os.MkdirTemp("", "pkgdocs-release-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(stage)
		exe := "pkgdocs"
		if goos == "windows" {
			exe += ".exe"
		}
		bin := filepath.Join(stage, exe)
		ldflags := "-s -w"
		for _, v := range versionVars {
			ldflags += " -X " + v + "=" + o.Version
		}
		fmt.Fprintf(log, "build %s\n", t)
		cmd := exec.Command("go", "build", "-trimpath", "-tags", o.Tags, "-ldflags", ldflags, "-o", bin, "./host/cmd/pkgdocs")
		cmd.Dir = o.Root
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
		cmd.Stdout, cmd.Stderr = log, log
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("build %s: %w", t, err)
		}
		dir := strings.TrimSuffix(strings.TrimSuffix(ArchiveName(o.Version, t), ".tar.gz"), ".zip")
		entries := []entry{{name: dir + "/" + exe, src: bin, mode: 0o755}}
		for _, x := range extras {
			entries = append(entries, entry{name: dir + "/" + x, src: filepath.Join(o.Root, filepath.FromSlash(x)), mode: 0o644})
		}
		path := filepath.Join(o.Out, ArchiveName(o.Version, t))
		if goos == "windows" {
			err = writeZip(path, entries, o.MTime)
		} else {
			err = writeTarGz(path, entries, o.MTime)
		}
		if err != nil {
			return nil, fmt.Errorf("archive %s: %w", t, err)
		}
		archives = append(archives, path)
	}
	sums := filepath.Join(o.Out, "SHA256SUMS")
	if err := writeSums(sums, archives); err != nil {
		return nil, err
	}
	return append(archives, sums), nil
}

// entry is one file of an archive.
type entry struct {
	name string // slash-separated, inside the archive
	src  string
	mode int64
}

func writeTarGz(path string, entries []entry, mtime time.Time) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		b, err := os.ReadFile(e.src)
		if err != nil {
			return err
		}
		hdr := &tar.Header{Name: e.name, Mode: e.mode, Size: int64(len(b)), ModTime: mtime, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if _, err := tw.Write(b); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func writeZip(path string, entries []entry, mtime time.Time) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	zw := zip.NewWriter(f)
	for _, e := range entries {
		b, err := os.ReadFile(e.src)
		if err != nil {
			return err
		}
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: mtime}
		h.SetMode(os.FileMode(e.mode))
		w, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return zw.Close()
}

// writeSums writes "sha256  name" per archive, sorted by name.
func writeSums(path string, files []string) error {
	var lines []string
	for _, p := range files {
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return fmt.Errorf("checksum %s: %w", p, err)
		}
		lines = append(lines, hex.EncodeToString(h.Sum(nil))+"  "+filepath.Base(p))
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i][66:] < lines[j][66:] })
	return os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
}

// HostTarget is the GOOS/GOARCH this program runs on.
func HostTarget() string { return runtime.GOOS + "/" + runtime.GOARCH }
