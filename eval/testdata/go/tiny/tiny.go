// Package tiny is a package whose exported API is known by hand, to test
// the Go ground-truth extractor.
package tiny

import "io"

// Version is the package's version.
const Version = "1.0"

// Colors.
const (
	Red   Color = iota // red
	Green              // green
	blue
)

// ErrShort means a read was short. It is returned by Read.
var ErrShort = io.ErrUnexpectedEOF

// Color is a color.
type Color int

// String names the color.
func (c Color) String() string { return "" }

// Box holds things.
type Box struct {
	// Name is the box's name.
	Name       string
	Width, Len int
	secret     int
	io.Reader
}

// NewBox makes a box.
func NewBox(name string, w int) *Box { return &Box{Name: name, Width: w} }

// Open opens the box. It never fails.
func (b *Box) Open(force bool) (n int, err error) { return 0, nil }

// Opener opens.
type Opener interface {
	// Open opens it.
	Open(force bool) (int, error)
	close()
}

func hidden() {}
