package filestamp

import "os"

// Stamp is one version of a file. Its JSON form is stored in manifests.
type Stamp struct {
	Size  int64  `json:"size"`
	MTime int64  `json:"mtime"` // ns
	CTime int64  `json:"ctime"` // ns; 0 where the system has none
	Inode uint64 `json:"inode"` // 0 where the system has none
}

// Of is the stamp of a stat result.
func Of(fi os.FileInfo) Stamp {
	s := Stamp{Size: fi.Size(), MTime: fi.ModTime().UnixNano()}
	s.CTime, s.Inode = sysStamp(fi)
	return s
}

// Stat stamps path, following symlinks (what runs or is read is the
// target).
func Stat(path string) (Stamp, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return Stamp{}, err
	}
	return Of(fi), nil
}
