package pyname

// renames are well-known import names whose distribution on PyPI has
// another name, and where the index's project of the import name is
// missing, a placeholder, or deprecated (bs4, sklearn). They are only
// candidates: a provider claims the mapping after reading the
// candidate's files and finding the module there.
var renames = map[string][]string{
	"bs4":           {"beautifulsoup4"},
	"sklearn":       {"scikit-learn"},
	"skimage":       {"scikit-image"},
	"cv2":           {"opencv-python", "opencv-python-headless"},
	"PIL":           {"pillow"},
	"yaml":          {"PyYAML"},
	"dateutil":      {"python-dateutil"},
	"dotenv":        {"python-dotenv"},
	"jwt":           {"PyJWT"},
	"Crypto":        {"pycryptodome"},
	"OpenSSL":       {"pyOpenSSL"},
	"serial":        {"pyserial"},
	"git":           {"GitPython"},
	"docx":          {"python-docx"},
	"pptx":          {"python-pptx"},
	"fitz":          {"PyMuPDF"},
	"magic":         {"python-magic"},
	"attr":          {"attrs"},
	"usb":           {"pyusb"},
	"zmq":           {"pyzmq"},
	"nacl":          {"PyNaCl"},
	"jose":          {"python-jose"},
	"slugify":       {"python-slugify"},
	"multipart":     {"python-multipart"},
	"socks":         {"PySocks"},
	"dns":           {"dnspython"},
	"ldap":          {"python-ldap"},
	"MySQLdb":       {"mysqlclient"},
	"Bio":           {"biopython"},
	"cairo":         {"pycairo"},
	"OpenGL":        {"PyOpenGL"},
	"kafka":         {"kafka-python"},
	"telegram":      {"python-telegram-bot"},
	"gi":            {"PyGObject"},
	"wx":            {"wxPython"},
	"pkg_resources": {"setuptools"},
	"mpl_toolkits":  {"matplotlib"},
}

// DistCandidates lists distributions known to provide the top-level
// import name top under another name, most common first; nil when none
// is known. A candidate is a guess until its files are read.
func DistCandidates(top string) []string {
	return renames[top]
}
