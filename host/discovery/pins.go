package discovery

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/host/filestamp"
	"github.com/pkgdocs/pkgdocs/internal/atomicfile"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// LockName is the pin file's name. It sits next to a plugins directory,
// in its parent (<bin>/plugins → <bin>/providers.lock,
// ~/.local/share/pkgdocs/plugins → ~/.local/share/pkgdocs/providers.lock);
// the directory of pkgdocs shares <bin>/providers.lock with <bin>/plugins.
// When it exists, only the providers it lists, with the SHA-256 it gives,
// run from the directories it covers.
const LockName = "providers.lock"

// maxLockSize bounds the read of a pin file: a line is under 200 bytes,
// so this is thousands of providers.
const maxLockSize = 1 << 20

// LockPath is the pin file covering the providers in d.
func LockPath(d Dir) string {
	if d.Origin == OriginBinDir {
		return filepath.Join(d.Path, LockName)
	}
	return filepath.Join(filepath.Dir(d.Path), LockName)
}

// Pins maps provider names to the SHA-256 (lower-case hex) of their
// binaries.
type Pins map[string]string

// ReadPins reads the pin file at path: "name sha256" per line, with blank
// lines and "#" comments. A missing file is (nil, nil): no pins.
func ReadPins(path string) (Pins, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read pins: %w", err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxLockSize+1))
	if err != nil {
		return nil, fmt.Errorf("read pins %s: %w", path, err)
	}
	if len(b) > maxLockSize {
		return nil, fmt.Errorf("read pins %s: larger than %d bytes", path, maxLockSize)
	}
	pins := Pins{}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		switch {
		case len(f) != 2:
			return nil, fmt.Errorf("pins %s line %d: want \"name sha256\"", path, n)
		case !sdk.ValidProviderName(f[0]):
			return nil, fmt.Errorf("pins %s line %d: provider name %q is not [a-z0-9-]", path, n, f[0])
		case !validSHA256(f[1]):
			return nil, fmt.Errorf("pins %s line %d: %q is not a SHA-256 in hex", path, n, f[1])
		case pins[f[0]] != "":
			return nil, fmt.Errorf("pins %s line %d: provider %q listed twice", path, n, f[0])
		}
		pins[f[0]] = strings.ToLower(f[1])
	}
	return pins, sc.Err()
}

func validSHA256(s string) bool {
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == sha256.Size
}

// WriteFile writes the pins to path, sorted by name, replacing the file
// atomically.
func (p Pins) WriteFile(path string) error {
	names := make([]string, 0, len(p))
	for n := range p {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("# pkgdocs provider pins: only these binaries run from the plugins directories next to this file.\n")
	b.WriteString("# Written by `pkgdocs plugins --pin`; one \"name sha256\" per line.\n")
	for _, n := range names {
		fmt.Fprintf(&b, "%s %s\n", n, p[n])
	}
	// 0644 whatever the old file's mode was: others may read the pins,
	// never write them.
	if err := atomicfile.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("write pins: %w", err)
	}
	return nil
}

// hashCache remembers binaries' hashes by file version (host/filestamp:
// size, modification and change times, inode), so the periodic rescan
// does not read every provider every time, and providers installed as
// hard links to one file are read once. The change time, which nobody
// can set back, keeps a binary rewritten under its old modification time
// from passing for the one that was pinned.
var hashCache = struct {
	sync.Mutex
	m map[filestamp.Stamp][]hashEntry
}{m: map[filestamp.Stamp][]hashEntry{}}

type hashEntry struct {
	fi  os.FileInfo // for os.SameFile: the stamp has no device
	sum string
}

// maxHashCache bounds the versions remembered; past it the cache starts
// over.
const maxHashCache = 256

// FileSHA256 is the SHA-256 (lower-case hex) of the file at path, symlinks
// followed.
func FileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("hash: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat() // the file read below, not whatever path names later
	if err != nil {
		return "", fmt.Errorf("hash: %w", err)
	}
	st := filestamp.Of(fi)
	hashCache.Lock()
	for _, e := range hashCache.m[st] {
		if os.SameFile(e.fi, fi) {
			hashCache.Unlock()
			return e.sum, nil
		}
	}
	hashCache.Unlock()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("hash %s: %w", path, err)
	}
	sum := hex.EncodeToString(h.Sum(nil))
	hashCache.Lock()
	if len(hashCache.m) >= maxHashCache {
		hashCache.m = map[filestamp.Stamp][]hashEntry{}
	}
	hashCache.m[st] = append(hashCache.m[st], hashEntry{fi, sum})
	hashCache.Unlock()
	return sum, nil
}

// pinned says why the provider name at path may not run under the pin
// file lock (read as pins, readErr), or "".
func pinned(lock string, pins Pins, readErr error, name, path string) string {
	if readErr != nil {
		return fmt.Sprintf("%v: no provider next to it runs until it is fixed or rewritten (pkgdocs plugins --pin)", readErr)
	}
	if pins == nil {
		return ""
	}
	want, ok := pins[name]
	if !ok {
		return fmt.Sprintf("not listed in %s; to trust it, run pkgdocs plugins --pin", lock)
	}
	got, err := FileSHA256(path)
	if err != nil {
		return err.Error()
	}
	if got != want {
		return fmt.Sprintf("SHA-256 %s differs from the pin %s in %s: the binary changed since it was pinned; to trust it as it is now, run pkgdocs plugins --pin", got, want, lock)
	}
	return ""
}

// Pinned is a pin file written by Pin.
type Pinned struct {
	Path string
	Pins Pins
}

// Pin writes the pin files for the providers Find finds now (pins
// ignored), one per pin file location, replacing what they held. It
// returns what it wrote.
func Pin(opt Options) ([]Pinned, error) {
	opt.IgnorePins = true
	res := Find(opt)
	byLock := map[string]Pins{}
	var order []string
	for _, c := range res.Candidates {
		if c.Origin == OriginBuiltin {
			continue // the running binary: nothing to pin
		}
		lock := LockPath(Dir{Path: filepath.Dir(c.Path), Origin: c.Origin})
		sum, err := FileSHA256(c.Path)
		if err != nil {
			return nil, fmt.Errorf("pin %s: %w", c.Name, err)
		}
		if byLock[lock] == nil {
			byLock[lock] = Pins{}
			order = append(order, lock)
		}
		byLock[lock][c.Name] = sum
	}
	var out []Pinned
	for _, lock := range order {
		if err := byLock[lock].WriteFile(lock); err != nil {
			return out, err
		}
		out = append(out, Pinned{Path: lock, Pins: byLock[lock]})
	}
	return out, nil
}
