package gateway

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/pkgdocs/pkgdocs/internal/atomicfile"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
)

// vetted remembers, across starts, the provider tool declarations that
// passed schema.ValidateTool, so a start that lists tools from cached
// manifests does not compile JSON Schema at all: the first compile in a
// process builds the metaschema, about 1 ms on the path to the first
// tools/list. A declaration is known by a SHA-256 of everything
// ValidateTool reads, so a changed schema is validated afresh. Refused
// declarations are never remembered: they are checked (and reported) on
// every start. With each digest it remembers whether the declaration's
// input schema has a string projectPath property (schemaTakesProject),
// which the tool's policy needs: decoding the schemas for it cost about
// 0.15 M instructions a start with three provider tools.
//
// The file lives in the user's own cache directory, next to the manifests
// the host already trusts for the same declarations.
type vetted struct {
	path string // "": remember within this process only

	mu    sync.Mutex
	known map[string]bool // hex digests of those that passed: whether the schema has a string projectPath
	added bool
}

// vettedFormat versions the file, and with it what "passed" means: it
// goes up whenever schema.ValidateTool checks more, so a declaration an
// older host passed is checked afresh (2: x-mcp-header annotations; 3:
// the same check, with what schemaTakesProject says remembered).
// maxVetted bounds the digests it holds (an old one is dropped for a new
// one past it) and maxVettedFile the bytes read.
const (
	vettedFormat  = 3
	maxVetted     = 1024
	maxVettedFile = 1 << 20
)

type vettedFile struct {
	Format  int      `json:"format"`
	Digests []string `json:"digests"`
	// ProjectPath are the digests, among Digests, of declarations whose
	// input schema has a string projectPath property.
	ProjectPath []string `json:"projectPath,omitempty"`
}

// loadVetted reads path; a missing, oversized or malformed file is an
// empty memo (it is rebuilt), never an error.
func loadVetted(path string) *vetted {
	v := &vetted{path: path, known: map[string]bool{}}
	if path == "" {
		return v
	}
	b, err := localfile.Read(path, maxVettedFile) // one read of the file's size
	if err != nil {
		return v
	}
	var vf vettedFile
	if json.Unmarshal(b, &vf) != nil || vf.Format != vettedFormat {
		return v
	}
	project := make(map[string]bool, len(vf.ProjectPath))
	for _, d := range vf.ProjectPath {
		project[d] = true
	}
	for _, d := range vf.Digests {
		if len(v.known) < maxVetted && len(d) == 2*sha256.Size {
			v.known[d] = project[d]
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

// check validates t unless an identical declaration passed before, and
// says whether its input schema has a string projectPath property.
func (v *vetted) check(t sdk.Tool) (projectPath bool, err error) {
	d := toolDigest(t)
	v.mu.Lock()
	projectPath, ok := v.known[d]
	v.mu.Unlock()
	if ok {
		return projectPath, nil
	}
	if err := schema.ValidateTool(t); err != nil {
		return false, err
	}
	projectPath = schemaTakesProject(t.InputSchema)
	v.mu.Lock()
	if len(v.known) >= maxVetted {
		for k := range v.known { // any one: the memo only saves work
			delete(v.known, k)
			break
		}
	}
	v.known[d] = projectPath
	v.added = true
	v.mu.Unlock()
	return projectPath, nil
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
	for d, project := range v.known {
		vf.Digests = append(vf.Digests, d)
		if project {
			vf.ProjectPath = append(vf.ProjectPath, d)
		}
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
