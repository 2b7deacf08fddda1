package gateway

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/pkgdocs/pkgdocs/internal/atomicfile"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
)

// vetted remembers, across starts, the provider tool declarations that
// passed schema.ValidateTool, so a start that lists tools from cached
// manifests does not compile JSON Schema at all: the first compile in a
// process builds the metaschema, about 1 ms on the path to the first
// tools/list. A declaration is known by a SHA-256 of everything
// ValidateTool reads, so a changed schema is validated afresh. Refused
// declarations are never remembered: they are checked (and reported) on
// every start.
//
// The file lives in the user's own cache directory, next to the manifests
// the host already trusts for the same declarations.
type vetted struct {
	path string // "": remember within this process only

	mu    sync.Mutex
	known map[string]bool // hex digests
	added bool
}

// vettedFormat versions the file, and with it what "passed" means: it
// goes up whenever schema.ValidateTool checks more, so a declaration an
// older host passed is checked afresh (2: x-mcp-header annotations).
// maxVetted bounds the digests it holds (an old one is dropped for a new
// one past it) and maxVettedFile the bytes read.
const (
	vettedFormat  = 2
	maxVetted     = 1024
	maxVettedFile = 1 << 20
)

type vettedFile struct {
	Format  int      `json:"format"`
	Digests []string `json:"digests"`
}

// loadVetted reads path; a missing, oversized or malformed file is an
// empty memo (it is rebuilt), never an error.
func loadVetted(path string) *vetted {
	v := &vetted{path: path, known: map[string]bool{}}
	if path == "" {
		return v
	}
	f, err := os.Open(path)
	if err != nil {
		return v
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxVettedFile+1))
	if err != nil || len(b) > maxVettedFile {
		return v
	}
	var vf vettedFile
	if json.Unmarshal(b, &vf) != nil || vf.Format != vettedFormat {
		return v
	}
	for _, d := range vf.Digests {
		if len(v.known) < maxVetted && len(d) == 2*sha256.Size {
			v.known[d] = true
		}
	}
	return v
}

// digest identifies what ValidateTool checks of t.
func toolDigest(t sdk.Tool) string {
	h := sha256.New()
	for _, part := range [][]byte{[]byte(t.Name), []byte(t.Description), t.InputSchema, t.OutputSchema} {
		fmt.Fprintf(h, "%d:", len(part))
		h.Write(part)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// check validates t unless an identical declaration passed before.
func (v *vetted) check(t sdk.Tool) error {
	d := toolDigest(t)
	v.mu.Lock()
	ok := v.known[d]
	v.mu.Unlock()
	if ok {
		return nil
	}
	if err := schema.ValidateTool(t); err != nil {
		return err
	}
	v.mu.Lock()
	if len(v.known) >= maxVetted {
		for k := range v.known { // any one: the memo only saves work
			delete(v.known, k)
			break
		}
	}
	v.known[d] = true
	v.added = true
	v.mu.Unlock()
	return nil
}

// save writes the memo if it learned anything, atomically (renameio: a
// synced temporary file renamed over the old one).
func (v *vetted) save() error {
	v.mu.Lock()
	if !v.added || v.path == "" {
		v.mu.Unlock()
		return nil
	}
	vf := vettedFile{Format: vettedFormat}
	for d := range v.known {
		vf.Digests = append(vf.Digests, d)
	}
	v.added = false
	v.mu.Unlock()
	b, err := json.Marshal(vf)
	if err != nil {
		return fmt.Errorf("save vetted tool declarations: %w", err)
	}
	dir := filepath.Dir(v.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("save vetted tool declarations: %w", err)
	}
	if err := atomicfile.WriteFile(v.path, b, 0o600); err != nil {
		return fmt.Errorf("save vetted tool declarations: %w", err)
	}
	return nil
}
