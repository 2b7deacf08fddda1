package githost

// AllowFileForTest lets a test list a bare repository on disk.
func AllowFileForTest(g *Git) { g.allowFile = true }
