package rssrc_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// outline lists a crate's items by path with their kind and first
// signature line, their members and fields as path: signature, and each
// module's re-export lines as path: line.
func outline(c *crateapi.Crate) map[string]string {
	out := map[string]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			p := m.ItemPath(it)
			out[p] = it.Kind + ": " + strings.SplitN(it.Signature, "\n", 2)[0]
			for _, mem := range append(append([]*crateapi.Item{}, it.Fields...), it.Members...) {
				out[p+"::"+mem.Name] = mem.Signature
			}
		}
		for _, r := range m.Reexports {
			out[m.Path+" "+r] = "re-export"
		}
	}
	return out
}

// TestSourceShapes: crates of the held-out corpus (eval/heldout), each
// trimmed, read from source as rustdoc lists them.
func TestSourceShapes(t *testing.T) {
	for _, tc := range []struct {
		name, dir string
		want      map[string]string
	}{{
		// A module named by a raw identifier (`pub mod r#async;`) is
		// read from async.rs and listed as async, as rustdoc lists it;
		// its impl block adds methods to the root's Sender.
		name: "flume", dir: "flume_trim",
		want: map[string]string{
			"Sender":                          "struct: pub struct Sender<T> { /* private fields */ }",
			"Sender::is_disconnected":         "pub fn is_disconnected(&self) -> bool",
			"Sender::sink":                    "pub fn sink(&self) -> SendSink<'_, T>",
			"async::SendFut":                  "struct: pub struct SendFut<'a, T: Unpin> { /* private fields */ }",
			"async::SendFut::is_disconnected": "pub fn is_disconnected(&self) -> bool",
			"async::SendSink":                 "struct: pub struct SendSink<'a, T>(/* private field */);",
		},
	}, {
		// Discriminants with shifts (`LOG_KERN = 0 << 3,`) end at their
		// comma: every variant is one.
		name: "syslog", dir: "syslog_trim",
		want: syslogWant(),
	}, {
		// A private module glob re-exported at the root brings its
		// re-exports of another crate's items along.
		name: "filedescriptor", dir: "filedescriptor_trim",
		want: map[string]string{
			"RawFileDescriptor":       "type: pub type RawFileDescriptor = RawFd;",
			" pub use libc::pollfd;":  "re-export",
			" pub use libc::POLLERR;": "re-export",
			" pub use libc::POLLHUP;": "re-export",
			" pub use libc::POLLIN;":  "re-export",
			" pub use libc::POLLOUT;": "re-export",
		},
	}, {
		// Functions of an extern block print as rustdoc prints them:
		// calling one is unsafe.
		name: "security-framework-sys", dir: "security_framework_sys_trim",
		want: map[string]string{
			"SecTrustRef":                 "type: pub type SecTrustRef = *mut u8;",
			"SecKeyRef":                   "type: pub type SecKeyRef = *mut u8;",
			"CFIndex":                     "type: pub type CFIndex = isize;",
			"SecTrustCopyPublicKey":       `fn: pub unsafe extern "C" fn SecTrustCopyPublicKey(trust: SecTrustRef) -> SecKeyRef`,
			"SecTrustGetCertificateCount": `fn: pub unsafe extern "C" fn SecTrustGetCertificateCount(trust: SecTrustRef) -> CFIndex`,
		},
	}, {
		// A comma is followed by a space, as rustdoc prints it.
		name: "fishers_exact", dir: "fishers_exact_trim",
		want: map[string]string{
			"FishersExactPvalues":                  "struct: pub struct FishersExactPvalues {",
			"FishersExactPvalues::two_tail_pvalue": "pub two_tail_pvalue: f64",
			"TooLargeValueError":                   "struct: pub struct TooLargeValueError(/* private field */);",
			"fishers_exact":                        "fn: pub fn fishers_exact(table: &[u32; 4]) -> Result<FishersExactPvalues, TooLargeValueError>",
		},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := rssrc.Scan(dirFiles("../testdata/"+tc.dir), "src/lib.rs", tc.name, rssrc.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, outline(c)); diff != "" {
				t.Errorf("outline (-want +got):\n%s", diff)
			}
		})
	}
}

func syslogWant() map[string]string {
	want := map[string]string{"Facility": "enum: pub enum Facility {"}
	for _, v := range []string{"LOG_KERN = 0 << 3", "LOG_USER = 1 << 3", "LOG_MAIL = 2 << 3", "LOG_DAEMON = 3 << 3",
		"LOG_AUTH = 4 << 3", "LOG_SYSLOG = 5 << 3", "LOG_LPR = 6 << 3", "LOG_NEWS = 7 << 3", "LOG_UUCP = 8 << 3",
		"LOG_CRON = 9 << 3", "LOG_AUTHPRIV = 10 << 3", "LOG_FTP = 11 << 3", "LOG_LOCAL0 = 16 << 3", "LOG_LOCAL1 = 17 << 3",
		"LOG_LOCAL2 = 18 << 3", "LOG_LOCAL3 = 19 << 3", "LOG_LOCAL4 = 20 << 3", "LOG_LOCAL5 = 21 << 3",
		"LOG_LOCAL6 = 22 << 3", "LOG_LOCAL7 = 23 << 3"} {
		want["Facility::"+strings.SplitN(v, " ", 2)[0]] = v
	}
	return want
}
