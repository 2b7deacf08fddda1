package supervise

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/host/filestamp"
	"github.com/pkgdocs/pkgdocs/host/fingerprint"
	"github.com/pkgdocs/pkgdocs/internal/atomicfile"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

// Manifests keeps what each provider binary declared (its Info: tools,
// schemas, ecosystem, contract minor, capabilities) in files under Dir, so
// the host can list tools without starting any provider. A manifest is
// keyed by the binary's path and valid only while the binary's size,
// modification and change times and inode are those it was learned from:
// reading 15 MB binaries to hash them at every start would cost more than
// starting them. A missing, stale or unreadable manifest means "start the
// provider to learn it".
type Manifests struct {
	// Dir holds one <sha256 of path>.json per binary (the name kept
	// from format 1, whose files format 2 replaces in place). Created on
	// first write.
	Dir string
}

// manifestFormat is bumped when the file's shape or the meaning of its
// fields changes; files of another format are ignored and rewritten.
// Format 2: a JSON header line (manifestHeader), then the declaration in
// the contract's wire format (serve.MarshalInfo). Format 1 had the
// declaration as JSON too: decoding six of them was about 1 M
// instructions of every start (a quarter of the host's own work before
// its first tools/list, callgrind), the protobuf form a small part of it.
const manifestFormat = 2

// maxManifest bounds a manifest read: a provider's Info with its schemas
// is a few tens of KB.
const maxManifest = 4 << 20

// manifestHeader is a manifest's first line: what the declaration after it
// is valid for.
type manifestHeader struct {
	Format int       `json:"format"`
	Path   string    `json:"path"` // the binary's key (discovery.Candidate.Key)
	Stamp  fileStamp `json:"stamp"`
}

// fileStamp is a binary's version: manifests are keyed on it.
type fileStamp = filestamp.Stamp

// stampFile stats path (following symlinks: what runs is the target).
func stampFile(path string) (fileStamp, error) { return filestamp.Stat(path) }

// key is what a manifest is kept under: the binary's path, and the name
// it runs under when that is not its file name.
func key(path, argv0 string) string {
	return discovery.Candidate{Path: path, Argv0: argv0}.Key()
}

func (m *Manifests) file(key string) string {
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(m.Dir, hex.EncodeToString(sum[:16])+".json")
}

// Load returns the Info learned from the binary at path run as argv0 ("":
// under its own name), if its manifest
// exists, is well formed, names a valid provider and the binary is
// unchanged since. Anything else is a miss, never an error: the provider
// is then started to learn it.
func (m *Manifests) Load(path, argv0 string) (sdk.RemoteInfo, fileStamp, bool) {
	if m == nil {
		return sdk.RemoteInfo{}, fileStamp{}, false
	}
	now, err := stampFile(path)
	if err != nil {
		return sdk.RemoteInfo{}, fileStamp{}, false
	}
	k := key(path, argv0)
	// One read into one buffer of the file's size (io.ReadAll grew one
	// from 512 bytes, reading and copying three to five times a manifest);
	// an oversized file is an error, not a truncated one that happens to
	// parse.
	b, err := localfile.Read(m.file(k), maxManifest)
	if err != nil {
		return sdk.RemoteInfo{}, fileStamp{}, false
	}
	head, body, ok := bytes.Cut(b, []byte("\n"))
	var h manifestHeader
	if !ok || json.Unmarshal(head, &h) != nil || h.Format != manifestFormat || h.Path != k || h.Stamp != now {
		return sdk.RemoteInfo{}, fileStamp{}, false
	}
	info, err := serve.UnmarshalInfo(body)
	if err != nil || !sdk.ValidProviderName(info.Name) || !sdk.ValidProviderName(info.Ecosystem) {
		return sdk.RemoteInfo{}, fileStamp{}, false
	}
	if in, _, ok := fingerprint.Validate(info.ConfigInputs); ok {
		info.ConfigInputs = in.Declaration()
	}
	return info, now, true
}

// Store records info for the binary at path run as argv0 as it was at st (taken before
// the binary was started, so a change during the start is noticed next
// time). The write is atomic: a temporary file renamed over the old one.
func (m *Manifests) Store(path, argv0 string, st fileStamp, info sdk.RemoteInfo) error {
	if m == nil {
		return nil
	}
	k := key(path, argv0)
	b, err := json.Marshal(manifestHeader{Format: manifestFormat, Path: k, Stamp: st})
	if err != nil {
		return fmt.Errorf("store manifest of %s: %w", path, err)
	}
	body, err := serve.MarshalInfo(info)
	if err != nil {
		return fmt.Errorf("store manifest of %s: %w", path, err)
	}
	b = append(append(b, '\n'), body...)
	if err := os.MkdirAll(m.Dir, 0o700); err != nil {
		return fmt.Errorf("store manifest of %s: %w", path, err)
	}
	if err := atomicfile.WriteFile(m.file(k), b, 0o600); err != nil {
		return fmt.Errorf("store manifest of %s: %w", path, err)
	}
	return nil
}
