// Package filestamp tells versions of a file apart without reading it:
// size, modification time, change time and inode, from one stat. An edit
// in place changes the change time (and almost always size or mtime); a
// replacement by rename changes the inode and ctime even when size and
// mtime are kept (cp -p, tar).
//
// The supervisor keys provider manifests on a binary's stamp (hashing
// 15 MB binaries at every start would cost more than it saves), and the
// configuration fingerprint re-reads a declared file only when its stamp
// changed.
package filestamp
