use std::io;
use std::path::Path;

/// Makes `path` an empty directory: if it does not exist, it is created it as an empty directory.
pub fn ensure_empty_dir<P: AsRef<Path>>(path: P) -> io::Result<()> {
    todo!()
}
