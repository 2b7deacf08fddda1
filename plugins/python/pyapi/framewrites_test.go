package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestNamespaceWrittenInFunctions: libusb1 2.0.1 binds names into
// module namespaces from inside functions. usb1's __bindConstants
// stores each LIBUSB_* constant of _libusb1 without its prefix
// ("global_dict = globals()", then "global_dict[name] = value" in a
// loop) and makes one exception class an error code; _libusb1's Enum
// class stores each member it is given in its caller's namespace
// (sys._getframe(1).f_locals), so "libusb_error = Enum({...})" binds
// LIBUSB_ERROR_IO in _libusb1 and, by its star import, in libusb1.
// The check said those names do not exist; it cannot tell. A module
// without such writes (usb1._version is not here; the root's class is)
// still answers a misspelt member as missing.
func TestNamespaceWrittenInFunctions(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "usb1"))}).Read("usb1")
	if err != nil {
		t.Fatal(err)
	}
	idx := apicheck.NewIndex("python", "usb1", append(o.Symbols[:len(o.Symbols):len(o.Symbols)], o.Reexports...))
	tests := []struct {
		query string
		want  sdk.Verdict
	}{
		{"USBContext", sdk.VerdictExists},
		{"USBContext.getDeviceList", sdk.VerdictExists},
		{"USBContext.getDeviceLsit", sdk.VerdictMissing},
		{"libusb1.libusb_error", sdk.VerdictExists},
		// bound by __bindConstants when usb1 is imported
		{"TRANSFER_COMPLETED", sdk.VerdictOutOfReach},
		{"USBErrorTimeout", sdk.VerdictOutOfReach},
		// bound by Enum's write into its caller's frame
		{"libusb1.LIBUSB_ERROR_IO", sdk.VerdictOutOfReach},
		{"usb1.libusb1.LIBUSB_CLASS_HID", sdk.VerdictOutOfReach},
		{"_libusb1.LIBUSB_TRANSFER_COMPLETED", sdk.VerdictOutOfReach},
	}
	for _, tt := range tests {
		got := idx.Check(apicheck.Ref{Query: tt.query})
		if d := cmp.Diff(tt.want.String(), got.Verdict.String()); d != "" {
			t.Errorf("Check(%q) verdict (-want +got):\n%s\nnote: %s", tt.query, d, got.Note)
		}
	}
}
